// Sidecar collector configurations (/sidecar/configurations): a collector's configuration file as a template,
// rendered per sidecar with its ${sidecar.*} and ${user.*} variables. The store keeps nothing.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { ValidationErrors } from '@/stores/lookup-tables/lookupPayloads';
import type { PaginatedList, PaginatedRequest } from '@/stores/paginatedList';
import { paginatedPath } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { reportEntityLoadFailure, validateEntity, withPlaceholders } from './sidecarCalls';
import type { SidecarPagedResponse } from './sidecarPages';
import { fromSidecarPage } from './sidecarPages';
import type { Configuration, ConfigurationRequest, ConfigurationSummary } from './sidecarTypes';

/** data-spec section 9: collectors and configurations page by 10. */
export const CONFIGURATIONS_PER_PAGE = 10;

export type QuietOption = { quiet?: boolean };

type CollectorConfigurationsActionsType = {
  /** For the configurations table, which shows a failure itself: no toast. */
  listPaginated: (request: PaginatedRequest) => Promise<PaginatedList<ConfigurationSummary>>,
  /** Every configuration, for the administration's pickers: no toast, the caller says in place what failed. */
  all: () => Promise<Array<ConfigurationSummary>>,
  /** The edit page's configuration: a 404 is toasted in the catalogue's words and shows the not-found page. */
  get: (configurationId: string) => Promise<Configuration>,
  create: (configuration: ConfigurationRequest) => Promise<Configuration>,
  update: (configurationId: string, configuration: ConfigurationRequest) => Promise<Configuration>,
  /** A configuration still assigned is refused; the reason is toasted and the confirmation shows it. */
  delete: (configuration: Pick<Configuration, 'id' | 'name'>, options?: QuietOption) => Promise<void>,
  copy: (configuration: Pick<Configuration, 'id' | 'name'>, name: string) => Promise<void>,
  validate: (configuration: Partial<ConfigurationRequest>) => Promise<ValidationErrors>,
  /** An unsaved template rendered with example values; a template that does not render rejects, untoasted. */
  renderPreview: (template: string) => Promise<string>,
  /** A saved configuration rendered for one sidecar, as that sidecar receives it; failures are shown in place. */
  render: (sidecarId: string, configurationId: string) => Promise<string>,
  /** The ids of the sidecars the configuration is assigned to. */
  sidecarsOf: (configurationId: string) => Promise<Array<string>>,
};

const routes = ApiRoutes.SidecarConfigurationsApiController;
const url = (path: { url: string }) => qualifyApiUrl(path.url);

/** Placeholders Graylog's console fills a half-typed configuration with before validating it. */
const VALIDATION_PLACEHOLDERS = { name: ' ', collector_id: ' ', color: ' ', template: ' ' };

type ListResponse = SidecarPagedResponse & { configurations: Array<ConfigurationSummary> };

const ALL_PER_PAGE = 500;

export const CollectorConfigurationsActions = singletonActions('core.SidecarConfigurations', () => createActions<CollectorConfigurationsActionsType>([
  'listPaginated', 'all', 'get', 'create', 'update', 'delete', 'copy', 'validate', 'renderPreview', 'render', 'sidecarsOf',
]));

const listPage = (request: PaginatedRequest, options?: typeof SIDE_LOAD_OPTIONS) => (
  fetch<ListResponse>('GET', qualifyApiUrl(paginatedPath(routes.list().url, request)), undefined, options)
    .then((response) => fromSidecarPage(response.configurations, response))
);

export const CollectorConfigurationsStore = singletonStore('core.SidecarConfigurations', () => createStore({
  listenables: [CollectorConfigurationsActions],
  state: {} as Record<string, never>,

  listPaginated(request: PaginatedRequest) {
    CollectorConfigurationsActions.listPaginated.promise(listPage(request));
  },

  all() {
    // Page after page: Graylog pages this list and has no call for all of them at once.
    const collect = async () => {
      const all: Array<ConfigurationSummary> = [];
      for (let page = 1; ; page += 1) {
        const { list, pagination } = await listPage({ page, perPage: ALL_PER_PAGE, query: '', sort: { field: 'name', order: 'asc' } }, SIDE_LOAD_OPTIONS);
        all.push(...list);
        if (list.length === 0 || all.length >= pagination.total) return all;
      }
    };
    CollectorConfigurationsActions.all.promise(collect());
  },

  get(configurationId: string) {
    const promise = fetch<Configuration>('GET', url(routes.get(configurationId))).catch(reportEntityLoadFailure('Configuration', configurationId));
    CollectorConfigurationsActions.get.promise(promise);
  },

  create(configuration: ConfigurationRequest) {
    const promise = fetch<Configuration>('POST', url(routes.create()), configuration, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Configuration "${configuration.name}" was created successfully.`);
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating configuration "${configuration.name}"`, 'Could not save configuration', { toastServerMessage: 400 }));
    CollectorConfigurationsActions.create.promise(promise);
  },

  update(configurationId: string, configuration: ConfigurationRequest) {
    const body = { ...configuration, id: configurationId };
    const promise = fetch<Configuration>('PUT', url(routes.update(configurationId)), body, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Configuration "${configuration.name}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating configuration "${configuration.name}"`, `Could not update Configuration ${configuration.name}`,
      { toastServerMessage: 400 }));
    CollectorConfigurationsActions.update.promise(promise);
  },

  delete(configuration: Pick<Configuration, 'id' | 'name'>, options: QuietOption = {}) {
    const promise = fetch('DELETE', url(routes.delete(configuration.id)), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) UserNotification.success(`Configuration "${configuration.name}" was deleted successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting configuration "${configuration.name}"`, `Could not delete Configuration ${configuration.name}`,
      { ...options, toastServerMessage: 400 }));
    CollectorConfigurationsActions.delete.promise(promise);
  },

  copy(configuration: Pick<Configuration, 'id' | 'name'>, name: string) {
    const promise = fetch('POST', url(routes.copy(configuration.id, name)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Configuration "${name}" was copied from "${configuration.name}" successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Copying configuration "${configuration.name}"`, 'Could not save Configuration'));
    CollectorConfigurationsActions.copy.promise(promise);
  },

  validate(configuration: Partial<ConfigurationRequest>) {
    const body = withPlaceholders(VALIDATION_PLACEHOLDERS, configuration);
    const promise = validateEntity(url(routes.validate()), body, `Validating configuration "${configuration.name ?? ''}"`, 'Could not validate configuration');
    CollectorConfigurationsActions.validate.promise(promise);
  },

  renderPreview(template: string) {
    const promise = fetch<{ preview: string }>('POST', url(routes.preview()), { template }, WRITE_OPTIONS).then((response) => response.preview ?? '');
    CollectorConfigurationsActions.renderPreview.promise(promise);
  },

  render(sidecarId: string, configurationId: string) {
    const promise = fetch<Configuration>('GET', url(routes.render(sidecarId, configurationId)), undefined, SIDE_LOAD_OPTIONS)
      .then((rendered) => rendered?.template ?? '');
    CollectorConfigurationsActions.render.promise(promise);
  },

  sidecarsOf(configurationId: string) {
    const promise = fetch<{ sidecar_ids: Array<string> }>('GET', url(routes.sidecars(configurationId)), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => response.sidecar_ids ?? []);
    CollectorConfigurationsActions.sidecarsOf.promise(promise);
  },
}));
