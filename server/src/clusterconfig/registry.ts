// The cluster configuration classes this server knows (Graylog's ClusterConfigService, keyed by Java class
// name): each with its defaults, its validation and where it is kept. Two have homes of their own that older
// calls also use (/system/messageprocessors/config, /system/urlwhitelist): one store each, whichever call writes.
// The default index set is read from the index sets themselves (defaultIndexSetConfig.ts).
import { Type } from '@sinclair/typebox';
import { deleteSetting, getSetting } from '../db/settings';
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import {
  isKnownProcessor, loadProcessorsConfig, MESSAGE_PROCESSORS_SETTING, type MessageProcessorsConfig, saveProcessorsConfig,
} from '../messageprocessors/config';
import { bumpIngestConfig } from '../processing/configVersion';
import { readWhitelist, saveWhitelist, URL_WHITELIST_KEY } from '../urlwhitelist/store';
import { checkWhitelist, UrlWhitelistSchema } from '../urlwhitelist/validation';
import { defaultIndexSetConfigClass } from './defaultIndexSetConfig';
import { defaultEventsConfig, EVENTS_CONFIG_CLASS, type EventsConfiguration, parseEventsConfig } from './eventsConfig';
import { defaultSearchesConfig, parseSearchesConfig, SEARCHES_CONFIG_CLASS, type SearchesClusterConfig } from './searchesConfig';
import { defaultSidecarConfig, parseSidecarConfig, SIDECAR_CONFIG_CLASS } from './sidecarConfig';
import { readStored, removeStored, writeStored } from './store';
import { parseWith } from './validation';

export const MESSAGE_PROCESSORS_CONFIG_CLASS = 'org.graylog2.messageprocessors.MessageProcessorsConfig';
export const URL_WHITELIST_CONFIG_CLASS = 'org.graylog2.system.urlwhitelist.UrlWhitelist';

export interface ClusterConfigClass {
  className: string;
  /** The stored value merged over the defaults; the defaults when nothing is stored. */
  read(db: Db): unknown;
  isStored(db: Db): boolean;
  /** Validates the body (400 naming the field) and stores it; answers what was stored. */
  save(db: Db, body: unknown): unknown;
  remove(db: Db): void;
}

/** A class kept in its own settings row, with plain defaults. */
function ownRow<T extends object>(className: string, defaults: () => T, parse: (body: unknown) => T): ClusterConfigClass {
  return {
    className,
    read: (db) => ({ ...defaults(), ...readStored<Partial<T>>(db, className) }),
    isStored: (db) => readStored(db, className) !== undefined,
    save: (db, body) => {
      const value = parse(body);
      writeStored(db, className, value);
      return value;
    },
    remove: (db) => { removeStored(db, className); },
  };
}

const ProcessorsConfigSchema = Type.Object({
  processor_order: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
  disabled_processors: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
}, { additionalProperties: false });

const messageProcessors: ClusterConfigClass = {
  className: MESSAGE_PROCESSORS_CONFIG_CLASS,
  read: (db) => loadProcessorsConfig(db),
  isStored: (db) => getSetting(db, MESSAGE_PROCESSORS_SETTING) !== undefined,
  save: (db, body) => {
    const config: MessageProcessorsConfig = parseWith(ProcessorsConfigSchema, body, MESSAGE_PROCESSORS_CONFIG_CLASS);
    for (const field of ['processor_order', 'disabled_processors'] as const) {
      const unknown = config[field].find((className) => !isKnownProcessor(className));
      if (unknown !== undefined) throw badRequest(`Unknown message processor ${unknown}`, field);
    }
    return saveProcessorsConfig(db, config);
  },
  remove: (db) => { deleteSetting(db, MESSAGE_PROCESSORS_SETTING); },
};

const urlWhitelist: ClusterConfigClass = {
  className: URL_WHITELIST_CONFIG_CLASS,
  read: (db) => readWhitelist(db),
  isStored: (db) => getSetting(db, URL_WHITELIST_KEY) !== undefined,
  save: (db, body) => {
    const whitelist = checkWhitelist(parseWith(UrlWhitelistSchema, body, URL_WHITELIST_CONFIG_CLASS));
    saveWhitelist(db, whitelist);
    return whitelist;
  },
  remove: (db) => { deleteSetting(db, URL_WHITELIST_KEY); },
};

export const CLUSTER_CONFIG_CLASSES: readonly ClusterConfigClass[] = [
  ownRow(SEARCHES_CONFIG_CLASS, defaultSearchesConfig, parseSearchesConfig),
  ownRow(EVENTS_CONFIG_CLASS, defaultEventsConfig, parseEventsConfig),
  ownRow(SIDECAR_CONFIG_CLASS, defaultSidecarConfig, parseSidecarConfig),
  messageProcessors,
  urlWhitelist,
  defaultIndexSetConfigClass,
];

export const findConfigClass = (className: string): ClusterConfigClass | undefined =>
  CLUSTER_CONFIG_CLASSES.find((entry) => entry.className === className);

/** The stored value of a known class merged over its defaults (its defaults when none is stored). */
export function clusterConfig<T>(db: Db, className: string): T {
  const entry = findConfigClass(className);
  if (!entry) throw new Error(`Unknown cluster configuration class ${className}`);
  return entry.read(db) as T;
}

export const searchesConfig = (db: Db): SearchesClusterConfig => clusterConfig<SearchesClusterConfig>(db, SEARCHES_CONFIG_CLASS);

export const eventsConfig = (db: Db): EventsConfiguration => clusterConfig<EventsConfiguration>(db, EVENTS_CONFIG_CLASS);

/** Stores a class's value in one transaction; intake's compiled state is rebuilt for whatever it reads. */
export function saveClusterConfig(db: Db, entry: ClusterConfigClass, body: unknown): unknown {
  const saved = db.transaction(() => entry.save(db, body))();
  bumpIngestConfig();
  return saved;
}

export function removeClusterConfig(db: Db, entry: ClusterConfigClass): void {
  db.transaction(() => { entry.remove(db); })();
  bumpIngestConfig();
}
