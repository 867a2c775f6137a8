// Graylog's logging subsystems: groups of logger name prefixes whose level the console sets at once. The names
// this server's areas log under follow them: Graylog-style class names (org.graylog2.*, org.graylog.*) for the
// server itself, org.elasticsearch.* for the message index storage (the part Elasticsearch plays in Graylog),
// org.apache.shiro.* for authentication, netty.* for the inputs' sockets.
import { effectiveLevel, setLoggerLevel, type Level } from './logger';

export interface Subsystem {
  title: string;
  categories: readonly string[];
  description: string;
}

export const SUBSYSTEMS: Readonly<Record<string, Subsystem>> = {
  graylog: { title: 'Graylog', categories: ['org.graylog2', 'org.graylog'], description: 'All messages from Graylog-owned systems.' },
  indexer: { title: 'Indexer', categories: ['org.elasticsearch'], description: 'All messages related to indexing and searching.' },
  authentication: { title: 'Authentication', categories: ['org.apache.shiro'], description: 'All user authentication messages.' },
  sockets: { title: 'Sockets', categories: ['netty'], description: 'All messages related to socket communication.' },
};

export const isSubsystem = (name: string): boolean => Object.hasOwn(SUBSYSTEMS, name);

/** A subsystem's level is its first category's, as Graylog reads it. */
export const subsystemLevel = (subsystem: Subsystem): Level => effectiveLevel(subsystem.categories[0]);

export function setSubsystemLevel(subsystem: Subsystem, level: Level): void {
  for (const category of subsystem.categories) setLoggerLevel(category, level);
}
