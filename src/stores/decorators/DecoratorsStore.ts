// Message decorators: they change how messages of search results look (a syslog severity as text, a
// field turned into a link, a lookup table value) without changing what is stored. A decorator applies
// to the searches of one stream, or with no stream to searches over all streams; `order` sets the order
// in which they run. The search page sends them in its messages search type and the server decorates.
// The store keeps nothing: the decorators page holds the list and the types it shows, the search page the
// decorators of its search.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';
import type { Decorator as SearchDecorator } from '@/stores/search/searchTypes';
import { reportLoadFailure, reportWriteFailure } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** A stored decorator: its id is always there. */
export type Decorator = SearchDecorator & { id: string };

/** What create and update send. */
export type DecoratorRequest = Omit<SearchDecorator, 'id'>;

/** One kind of decorator the server offers, with the configuration it asks for. */
export type DecoratorType = {
  type: string,
  name: string,
  human_name: string,
  link_to_docs: string,
  requested_configuration: RequestedConfiguration,
};

export type AvailableDecorators = { [type: string]: DecoratorType };

/** A stream a decorator can be limited to. */
export type DecoratorStream = { id: string, title: string };

type DecoratorsActionsType = {
  /** Sorted by order. */
  list: () => Promise<Array<Decorator>>,
  available: () => Promise<AvailableDecorators>,
  /** `typeName` names the decorator in the toasts (decoratorTypeName). */
  create: (decorator: DecoratorRequest, typeName: string) => Promise<Decorator>,
  update: (decoratorId: string, decorator: DecoratorRequest, typeName: string) => Promise<Decorator>,
  remove: (decorator: Decorator, typeName: string) => Promise<void>,
  /**
   * The streams the user may read, by title. No toast on failure: a server without a streams API still
   * offers decorators for all searches.
   */
  streams: () => Promise<Array<DecoratorStream>>,
};

/**
 * No call here shows an error page: the search page loads decorators beside its own data, and the
 * decorators page says itself what failed.
 */
const WRITE_OPTIONS = { reportPageErrors: false } as const;

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const byOrder = (decorators: Array<Decorator>) => [...decorators].sort((a, b) => a.order - b.order);

/** The decorator's human type name, e.g. "Syslog severity mapper"; its type when the server does not offer it. */
export const decoratorTypeName = (available: AvailableDecorators | undefined, type: string): string => (
  available?.[type]?.human_name || available?.[type]?.name || type
);

export const DecoratorsActions = singletonActions('core.Decorators', () => createActions<DecoratorsActionsType>([
  'list', 'available', 'create', 'update', 'remove', 'streams',
]));

export const DecoratorsStore = singletonStore('core.Decorators', () => createStore({
  listenables: [DecoratorsActions],
  state: {} as Record<string, never>,

  /** No toast on failure: the decorators table says so itself, and the search page can search undecorated. */
  list() {
    const promise = fetch<Array<Decorator>>('GET', url(ApiRoutes.DecoratorsResource.list()), undefined, WRITE_OPTIONS).then(byOrder);
    DecoratorsActions.list.promise(promise);
  },

  available() {
    const promise = fetch<AvailableDecorators>('GET', url(ApiRoutes.DecoratorsResource.available()), undefined, WRITE_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, 'Loading the available decorator types', 'Could not load decorator types'));
    DecoratorsActions.available.promise(promise);
  },

  create(decorator: DecoratorRequest, typeName: string) {
    const promise = fetch<Decorator>('POST', url(ApiRoutes.DecoratorsResource.create()), decorator, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Decorator "${typeName}" was created successfully.`);
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating decorator "${typeName}"`, 'Could not create decorator'));
    DecoratorsActions.create.promise(promise);
  },

  update(decoratorId: string, decorator: DecoratorRequest, typeName: string) {
    const path = ApiRoutes.DecoratorsResource.update(decoratorId);
    const promise = fetch<Decorator>('PUT', url(path), { ...decorator, id: decoratorId }, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Decorator "${typeName}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating decorator "${typeName}"`, 'Could not update decorator'));
    DecoratorsActions.update.promise(promise);
  },

  remove(decorator: Decorator, typeName: string) {
    const promise = fetch('DELETE', url(ApiRoutes.DecoratorsResource.delete(decorator.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Decorator "${typeName}" was deleted successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting decorator "${typeName}"`, 'Could not delete decorator'));
    DecoratorsActions.remove.promise(promise);
  },

  streams() {
    const promise = fetch<{ streams: Array<DecoratorStream> }>('GET', url(ApiRoutes.DecoratorsResource.streams()), undefined, WRITE_OPTIONS)
      .then((response) => (response.streams ?? [])
        .map(({ id, title }) => ({ id, title }))
        .sort((a, b) => a.title.localeCompare(b.title)));
    DecoratorsActions.streams.promise(promise);
  },
}));
