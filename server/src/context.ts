// What every area's routes receive: the database, the clock, and the server's settings.
// The clock is injectable so tests can expire sessions without sleeping.
import type { Db } from './db/types';
import type { InputRuntime } from './inputs/runtime';
import type { MessageStore } from './messages/types';
import type { MetricRegistry } from './metrics/registry';
import type { MessageProcessor } from './processing/processor';
import type { SmtpSettings } from './notify/smtpSettings';

export interface ServerSettings {
  /** Application path prefix, '' or '/something' without a trailing slash. */
  prefix: string;
  rootTimeZone: string;
  pluginUrls: string[];
  /** Address and port the server is reachable at, for the node's transport_address. */
  host: string;
  port: number;
  /** The SMTP server email notifications are sent through; none configured: sending email fails saying so. */
  smtp?: SmtpSettings;
  /** Time between two checks of the legacy alert conditions; default one minute. */
  alertCheckIntervalMs?: number;
}

export interface NodeIdentity {
  nodeId: string;
  clusterId: string;
  startedAt: string;
}

export interface ServerContext {
  db: Db;
  /** The data folder: console.db, and the message indices under indices/. */
  dataDir: string;
  now: () => number;
  settings: ServerSettings;
  node: NodeIdentity;
}

/** The running parts of log handling, built once per server by app.ts and handed to the areas that need them. */
export interface IngestServices {
  messages: MessageStore;
  processor: MessageProcessor;
  inputs: InputRuntime;
  metrics: MetricRegistry;
}
