// The server's loggers and their levels (kept in the server's memory, as Graylog keeps them), the four
// subsystems that set whole families of loggers at once, and the recent log messages the server keeps.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportPageLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** The levels a logger can be set to, most severe first (the specification's six). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = typeof LOG_LEVELS[number];
/** Which recent messages to show: a level and everything more severe, or all of them. */
export type MessageLevelFilter = LogLevel | 'all';

/** Graylog's SingleLoggerSummary. */
export type LoggerSummary = { level: string, level_syslog: number };

/** Graylog's SingleSubsystemSummary. */
export type SubsystemSummary = {
  title: string,
  /** The logger names whose level the subsystem sets. */
  categories?: Array<string>,
  /** A single logger name, for servers that name one instead of a list. */
  category?: string,
  description: string,
  level: string,
  level_syslog: number,
};

/** Graylog's InternalLogMessage. */
export type InternalLogMessage = {
  message: string,
  class_name: string,
  level: string,
  marker: string | null,
  timestamp: string,
  throwable: string | null,
  thread_name: string,
  context: { [key: string]: string },
};

export type NamedLogger = { name: string } & LoggerSummary;
export type NamedSubsystem = { name: string } & SubsystemSummary;

/** Loggers by name, the root logger first (it is what every other one inherits from). */
export const sortedLoggers = (loggers: { [name: string]: LoggerSummary }): Array<NamedLogger> => (
  Object.entries(loggers)
    .map(([name, summary]) => ({ name, ...summary }))
    .sort((a, b) => (a.name === '' ? -1 : b.name === '' ? 1 : a.name.localeCompare(b.name)))
);

/** What a subsystem sets: its list of categories, or the one it names. */
export const subsystemCategories = (subsystem: SubsystemSummary): Array<string> => (
  subsystem.categories ?? (subsystem.category ? [subsystem.category] : [])
);

/** Newest first, whatever order the server kept them in. */
export const newestFirst = (messages: Array<InternalLogMessage>): Array<InternalLogMessage> => (
  [...messages].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
);

/** How many recent messages the page asks for (Graylog's default limit). */
export const RECENT_MESSAGES_LIMIT = 500;

type LoggingActionsType = {
  loggers: () => Promise<Array<NamedLogger>>,
  subsystems: () => Promise<Array<NamedSubsystem>>,
  setLoggerLevel: (loggerName: string, level: LogLevel) => Promise<void>,
  setSubsystemLevel: (subsystem: NamedSubsystem, level: LogLevel) => Promise<void>,
  /** Messages at `level` or more severe ('all' for every one), newest first. */
  recentMessages: (level: MessageLevelFilter) => Promise<Array<InternalLogMessage>>,
};

const url = (route: { url: string }) => qualifyApiUrl(route.url);
const loggerLabel = (name: string) => (name === '' ? 'the root logger' : `logger "${name}"`);

export const LoggingActions = singletonActions('core.Logging', () => createActions<LoggingActionsType>([
  'loggers', 'subsystems', 'setLoggerLevel', 'setSubsystemLevel', 'recentMessages',
]));

export const LoggingStore = singletonStore('core.Logging', () => createStore({
  listenables: [LoggingActions],
  state: {} as Record<string, never>,

  loggers() {
    const promise = fetch<{ total: number, loggers: { [name: string]: LoggerSummary } }>('GET', url(ApiRoutes.LoggersApiController.loggers()))
      // The loggers table says in place when this fails: no toast.
      .then((response) => sortedLoggers(response.loggers ?? {}));
    LoggingActions.loggers.promise(promise);
  },

  subsystems() {
    const promise = fetch<{ subsystems: { [name: string]: SubsystemSummary } }>('GET', url(ApiRoutes.LoggersApiController.subsystems()))
      .then(
        (response) => Object.entries(response.subsystems ?? {}).map(([name, subsystem]) => ({ name, ...subsystem })),
        (error: unknown) => reportPageLoadFailure(error, 'Loading logger subsystems', 'Could not load logger subsystems'),
      );
    LoggingActions.subsystems.promise(promise);
  },

  setLoggerLevel(loggerName: string, level: LogLevel) {
    const promise = fetch('PUT', url(ApiRoutes.LoggersApiController.setLoggerLevel(loggerName, level)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`The level of ${loggerLabel(loggerName)} was changed to ${level}.`);
    }, (error: unknown) => reportWriteFailure(error, 'Changing the log level', 'Could not change log level', { toastFieldRefusals: true }));
    LoggingActions.setLoggerLevel.promise(promise);
  },

  setSubsystemLevel(subsystem: NamedSubsystem, level: LogLevel) {
    const promise = fetch('PUT', url(ApiRoutes.LoggersApiController.setSubsystemLevel(subsystem.name, level)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`The level of subsystem "${subsystem.title}" was changed to ${level}.`);
    }, (error: unknown) => reportWriteFailure(error, 'Changing the log level', 'Could not change log level', { toastFieldRefusals: true }));
    LoggingActions.setSubsystemLevel.promise(promise);
  },

  recentMessages(level: MessageLevelFilter) {
    const route = ApiRoutes.LoggersApiController.recentMessages(RECENT_MESSAGES_LIMIT, level.toUpperCase());
    const promise = fetch<{ messages: Array<InternalLogMessage> }>('GET', url(route), undefined, SIDE_LOAD_OPTIONS)
      // The messages table says in place when this fails: no toast.
      .then((response) => newestFirst(response.messages ?? []));
    LoggingActions.recentMessages.promise(promise);
  },
}));
