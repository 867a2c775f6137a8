// Every server path the console calls, relative to the API root. Stores qualify them with
// qualifyApiUrl(). Each area adds its own group here.
import { queryString } from './Routes';

type Route = { url: string };

const enc = (value: string) => encodeURIComponent(value);

const ApiRoutes = {
  ping: (): Route => ({ url: '/' }),
  SessionsApiController: {
    create: (): Route => ({ url: '/system/sessions' }),
    validate: (): Route => ({ url: '/system/sessions' }),
    destroy: (sessionId: string): Route => ({ url: `/system/sessions/${enc(sessionId)}` }),
  },
  UsersApiController: {
    load: (username: string): Route => ({ url: `/users/${enc(username)}` }),
    create: (): Route => ({ url: '/users' }),
    updatePreferences: (username: string): Route => ({ url: `/users/${enc(username)}/preferences` }),
  },
  SystemApiController: {
    info: (): Route => ({ url: '/system' }),
  },
  ClusterApiController: {
    overview: (): Route => ({ url: '/cluster' }),
    node: (): Route => ({ url: '/system/cluster/node' }),
    nodes: (): Route => ({ url: '/system/cluster/nodes' }),
    nodeById: (nodeId: string): Route => ({ url: `/system/cluster/nodes/${enc(nodeId)}` }),
  },
  GettingStartedApiController: {
    status: (): Route => ({ url: '/system/gettingstarted' }),
    dismiss: (): Route => ({ url: '/system/gettingstarted/dismiss' }),
  },
  /** A paginated list path: page and per_page always sent, the query encoded exactly once. */
  paginated: (path: string, page: number, perPage: number, query: string = ''): Route => (
    { url: `${path}${queryString({ page, per_page: perPage, query })}` }
  ),
};

export default ApiRoutes;
