// What every area's routes receive: the database, the clock, and the server's settings.
// The clock is injectable so tests can expire sessions without sleeping.
import type { Db } from './db/types';

export interface ServerSettings {
  /** Application path prefix, '' or '/something' without a trailing slash. */
  prefix: string;
  rootTimeZone: string;
  pluginUrls: string[];
  /** Address and port the server is reachable at, for the node's transport_address. */
  host: string;
  port: number;
}

export interface NodeIdentity {
  nodeId: string;
  clusterId: string;
  startedAt: string;
}

export interface ServerContext {
  db: Db;
  now: () => number;
  settings: ServerSettings;
  node: NodeIdentity;
}
