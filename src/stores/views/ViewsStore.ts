// Views: saved searches (type SEARCH) and dashboards (type DASHBOARD), as Graylog 4 stores them. A view
// holds what is shown (widgets, their positions, titles, selected fields) per query of the stored search
// it points at (`search_id`); the search holds what is asked (queries, time ranges, stream filters).
// Stored searches are never changed: a changed view gets a new search and points at it.
import { isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { SearchJobsActions } from '@/stores/search/SearchJobsStore';
import type { ElasticsearchQueryString, SearchRequest, TimeRange } from '@/stores/search/searchTypes';
import { reportLoadFailure, reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type ViewType = 'SEARCH' | 'DASHBOARD';

/** Where a widget sits on the grid: 1-based column and row, width in columns (of 12), height in rows. */
export type WidgetPosition = { col: number, row: number, height: number, width: number };

/**
 * A widget as stored: `type` and `config` are Graylog's (`messages`, `aggregation`, …). Pages turn the
 * config into their own typed model and show widgets of other types as unsupported rather than failing.
 */
export type ViewWidget = {
  id: string,
  type: string,
  config: Record<string, unknown>,
  filter?: string | null,
  /** Overrides of the query's own; null or absent: the query's. */
  timerange?: TimeRange | null,
  query?: ElasticsearchQueryString | null,
  streams: Array<string>,
};

export type ViewState = {
  selected_fields: Array<string> | null,
  titles: { widget?: { [widgetId: string]: string }, tab?: { title?: string } },
  widgets: Array<ViewWidget>,
  /** The search types each widget reads its data from. */
  widget_mapping: { [widgetId: string]: Array<string> },
  positions: { [widgetId: string]: WidgetPosition },
  static_message_list_id: string | null,
  formatting: Record<string, unknown> | null,
  display_mode_settings: Record<string, unknown> | null,
};

export type View = {
  id: string,
  type: ViewType,
  title: string,
  summary: string,
  description: string,
  search_id: string,
  properties: Array<string>,
  requires: Record<string, unknown>,
  /** By query id of the stored search. */
  state: { [queryId: string]: ViewState },
  /** The username of whoever created it. */
  owner: string,
  created_at: string,
};

/** What POST /views takes: the server adds id, owner and created_at. */
export type NewView = Omit<View, 'id' | 'owner' | 'created_at'>;

/** A view to create, without what saveView fills in: the search it points at and its state. */
export type NewViewDetails = Omit<NewView, 'search_id' | 'state'>;

/** What the store needs to name a view in its messages and to address it. */
export type ViewReference = Pick<View, 'id' | 'title' | 'type'>;

export type QuietOption = { quiet?: boolean };

type PaginatedViewsResponse = PaginatedResponse & { views: Array<View> };

type ViewsActionsType = {
  /**
   * Loads the view a page is about: a 403 or 404 shows the matching error page, unless `reportPageErrors`
   * is false (a list loading one of its entries), which toasts them.
   */
  get: (viewId: string, options?: { reportPageErrors?: boolean }) => Promise<View>,
  create: (view: NewView) => Promise<View>,
  update: (view: View, options?: QuietOption) => Promise<View>,
  /**
   * Stores `search` (stored searches are never changed), then creates `view` (a new one) or updates it
   * (a stored one) to point at it with `state`; answers the stored view. Nothing is created when storing
   * the search fails.
   */
  saveView: (view: View | NewViewDetails, search: SearchRequest, state: View['state']) => Promise<View>,
  delete: (view: ViewReference, options?: QuietOption) => Promise<void>,
  /** The saved searches the user may see (GET /search/saved); no toast: the list shows a failure itself. */
  listSavedSearches: (request: PaginatedRequest) => Promise<PaginatedList<View>>,
  /** The dashboards the user may see (GET /dashboards); no toast: the table shows a failure itself. */
  listDashboards: (request: PaginatedRequest) => Promise<PaginatedList<View>>,
};

/** "saved search" or "dashboard", for the messages about a view. */
export const viewNoun = (type: ViewType): string => (type === 'DASHBOARD' ? 'dashboard' : 'saved search');

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const url = (path: { url: string }) => qualifyApiUrl(path.url);

/** `quiet`: the caller reports a failure (a bulk run), so it is only rethrown. */
const reportUnlessQuiet = (quiet: boolean, what: string, title: string) => (error: unknown): never => {
  if (quiet) throw error;
  return reportWriteFailure(error, what, title);
};

const isStored = (view: View | NewViewDetails): view is View => 'id' in view;

export const ViewsActions = singletonActions('core.Views', () => createActions<ViewsActionsType>([
  'get', 'create', 'update', 'saveView', 'delete', 'listSavedSearches', 'listDashboards',
]));

export type ViewsState = Record<string, never>;

export const ViewsStore = singletonStore('core.Views', () => createStore({
  listenables: [ViewsActions],
  // Pages hold the views they show: a view is edited in place on its page, so a shared copy would only go stale.
  state: {} as ViewsState,

  get(viewId: string, options: { reportPageErrors?: boolean } = {}) {
    const promise = fetch<View>('GET', url(ApiRoutes.ViewsApiController.get(viewId)), undefined, options).catch((error: unknown) => {
      const shownAsPage = options.reportPageErrors !== false && isPageError(error);
      if (shownAsPage) throw error;
      return reportLoadFailure(error, 'Loading view', 'Could not load view');
    });
    ViewsActions.get.promise(promise);
  },

  create(view: NewView) {
    const noun = viewNoun(view.type);
    const promise = fetch<View>('POST', url(ApiRoutes.ViewsApiController.create()), view, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`${capitalized(noun)} "${view.title}" was created successfully.`);
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating ${noun} "${view.title}"`, `Could not create ${noun}`));
    ViewsActions.create.promise(promise);
  },

  update(view: View, { quiet = false }: QuietOption = {}) {
    const noun = viewNoun(view.type);
    // The whole view, as Graylog's own console sends it: the server keeps owner and creation time.
    const promise = fetch<View>('PUT', url(ApiRoutes.ViewsApiController.update(view.id)), view, WRITE_OPTIONS).then((updated) => {
      if (!quiet) {
        UserNotification.success(`${capitalized(noun)} "${view.title}" was saved successfully.`);
      }
      return updated;
    }, reportUnlessQuiet(quiet, `Saving ${noun} "${view.title}"`, `Could not save ${noun}`));
    ViewsActions.update.promise(promise);
  },

  saveView(view: View | NewViewDetails, search: SearchRequest, state: View['state']) {
    // SearchJobsStore owns /views/search; the failure is worded here, as part of saving the view.
    const promise = SearchJobsActions.create(search, { quiet: true })
      .catch((error: unknown) => reportWriteFailure(error, 'Storing the search', 'Could not store search'))
      .then((stored) => {
        const pointed = { ...view, search_id: stored.id, state };
        return isStored(pointed) ? ViewsActions.update(pointed) : ViewsActions.create(pointed);
      });
    ViewsActions.saveView.promise(promise);
  },

  delete(view: ViewReference, { quiet = false }: QuietOption = {}) {
    const noun = viewNoun(view.type);
    const promise = fetch('DELETE', url(ApiRoutes.ViewsApiController.delete(view.id)), undefined, WRITE_OPTIONS).then(() => {
      if (!quiet) {
        UserNotification.success(`${capitalized(noun)} "${view.title}" was deleted successfully.`);
      }
    }, reportUnlessQuiet(quiet, `Deleting ${noun} "${view.title}"`, `Could not delete ${noun}`));
    ViewsActions.delete.promise(promise);
  },

  listSavedSearches(request: PaginatedRequest) {
    ViewsActions.listSavedSearches.promise(this.loadList(ApiRoutes.ViewsApiController.savedSearches().url, request));
  },

  listDashboards(request: PaginatedRequest) {
    ViewsActions.listDashboards.promise(this.loadList(ApiRoutes.ViewsApiController.dashboards().url, request));
  },

  loadList(path: string, request: PaginatedRequest): Promise<PaginatedList<View>> {
    return fetch<PaginatedViewsResponse>('GET', qualifyApiUrl(paginatedPath(path, request)))
      .then((response) => toPaginatedList(response.views, response));
  },
}));
