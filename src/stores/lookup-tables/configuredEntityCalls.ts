// The calls caches and data adapters share: both are a title, a name and a typed configuration, listed,
// validated and edited the same way under /system/lookup/caches and /system/lookup/adapters.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { isFieldRefusal, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { reportLookupLoadFailure, reportLookupWriteFailure, refusalWithFields } from './lookupFailures';
import type { ConfiguredEntity, ConfiguredEntityRequest, LookupTypes, ValidationErrors } from './lookupPayloads';
import { pageAll } from './pageAll';

const routes = ApiRoutes.LookupTablesApiController;

type Kind = {
  /** "lookup table cache", "lookup table data adapter": how Graylog's messages name it. */
  noun: string,
  listPath: string,
  listKey: 'caches' | 'data_adapters',
  one: (idOrName: string) => { url: string },
  validate: { url: string },
  types: { url: string },
};

const KINDS = {
  cache: {
    noun: 'lookup table cache', listPath: routes.caches().url, listKey: 'caches', one: routes.cache, validate: routes.validateCache(), types: routes.cacheTypes(),
  },
  adapter: {
    noun: 'lookup table data adapter', listPath: routes.adapters().url, listKey: 'data_adapters', one: routes.adapter, validate: routes.validateAdapter(), types: routes.adapterTypes(),
  },
} as const satisfies { [kind: string]: Kind };

export type ConfiguredEntityKind = keyof typeof KINDS;

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export type ConfiguredEntityCalls = {
  /** One page for the list; no toast on failure (the list says it). */
  searchPaginated: (request: PaginatedRequest) => Promise<PaginatedList<ConfiguredEntity>>,
  /** Every one, by title, for pickers; no toast on failure (the picker says it). */
  listAll: () => Promise<Array<ConfiguredEntity>>,
  /** The page's own entity: a 403 or 404 is the page's error page, other failures toast. */
  get: (idOrName: string) => Promise<ConfiguredEntity>,
  create: (entity: ConfiguredEntityRequest) => Promise<ConfiguredEntity>,
  update: (entity: ConfiguredEntity) => Promise<ConfiguredEntity>,
  delete: (entity: ConfiguredEntity) => Promise<void>,
  /** The server's reasons by field; empty when it has none. */
  validate: (entity: ConfiguredEntityRequest) => Promise<ValidationErrors>,
  getTypes: () => Promise<LookupTypes>,
};

/** The calls for caches or data adapters; the two stores hand them out as their actions. */
export const configuredEntityCalls = (kindName: ConfiguredEntityKind): ConfiguredEntityCalls => {
  const kind: Kind = KINDS[kindName];
  type PageResponse = PaginatedResponse & { [key: string]: unknown };
  const searchPaginated = (request: PaginatedRequest) => (
    fetch<PageResponse>('GET', qualifyApiUrl(paginatedPath(kind.listPath, request)), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => toPaginatedList((response[kind.listKey] as Array<ConfiguredEntity> | undefined) ?? [], response))
  );
  return {
    searchPaginated,
    listAll: () => pageAll(searchPaginated),
    get: (idOrName) => fetch<ConfiguredEntity>('GET', url(kind.one(idOrName))).catch((error: unknown) => {
      if (isPageError(error)) throw error;
      return reportLookupLoadFailure(error, `Fetching ${kind.noun} ${idOrName}`, `Could not retrieve ${kind.noun}`);
    }),
    create: (entity) => fetch<ConfiguredEntity>('POST', url({ url: kind.listPath }), entity, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`${capitalized(kind.noun)} "${entity.title}" was created successfully.`);
      return created;
    }, (error: unknown) => reportLookupWriteFailure(error, `Creating ${kind.noun}`, `Could not create ${kind.noun} "${entity.name}"`)),
    update: (entity) => fetch<ConfiguredEntity>('PUT', url(kind.one(entity.id)), entity, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`${capitalized(kind.noun)} "${entity.title}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportLookupWriteFailure(error, `Updating ${kind.noun}`, `Could not update ${kind.noun} "${entity.name}"`)),
    delete: (entity) => fetch('DELETE', url(kind.one(entity.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`${capitalized(kind.noun)} "${entity.title}" was deleted successfully.`);
    }, (error: unknown) => reportLookupWriteFailure(error, `Deleting ${kind.noun}`, `Could not delete ${kind.noun} "${entity.name}"`)),
    validate: (entity) => validateWith(url(kind.validate), entity, `${capitalized(kind.noun)} validation`, `Could not validate ${kind.noun} "${entity.name}"`),
    getTypes: () => fetch<LookupTypes>('GET', url(kind.types), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLookupLoadFailure(error, 'Fetching available types', `Could not fetch the available ${kind.noun} types`)),
  };
};

/** A 403 or 404 on the page's own entity: the router's error page says it, no toast. */

/**
 * Runs a validate call. A 200 carries the reasons; a refusal naming its fields (the body broke the server's
 * constraints) is an answer too, so the form shows both the same way.
 */
export const validateWith = (path: string, body: unknown, what: string, title: string): Promise<ValidationErrors> => (
  fetch<{ errors?: ValidationErrors }>('POST', path, body, WRITE_OPTIONS).then((response) => response.errors ?? {}, (error: unknown) => {
    const placeable = refusalWithFields(error);
    if (placeable instanceof FetchError && isFieldRefusal(placeable)) return (placeable.body as { errors: ValidationErrors }).errors;
    return reportLookupWriteFailure(error, what, title);
  })
);
