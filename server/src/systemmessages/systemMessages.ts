// Graylog's system messages (SystemMessageActivityWriter): a short line for each thing the node did that an
// administrator may want to know afterwards (started up, cycled a deflector, ran retention, an input started
// or stopped, processing paused). Kept in the database, newest first, bounded so it never grows without end.
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';

/** Graylog's SystemMessageServiceImpl.PER_PAGE. */
export const SYSTEM_MESSAGES_PER_PAGE = 30;
/** Older messages are dropped beyond this many. */
export const SYSTEM_MESSAGES_KEPT = 10_000;

/** One entry of GET /system/messages (Graylog's MessagesResource). */
export interface SystemMessage {
  caller: string;
  content: string;
  timestamp: string;
  node_id: string;
}

const LOG = getLogger('org.graylog2.system.activities.SystemMessageActivityWriter');

/**
 * Records a message; `caller` is the Graylog class name that would have written it. Never throws: a message
 * that cannot be written is logged, and the work that reported it goes on.
 */
export function recordSystemMessage(ctx: Pick<ServerContext, 'db' | 'now' | 'node'>, caller: string, content: string): void {
  try {
    const { lastInsertRowid } = ctx.db.prepare('INSERT INTO system_messages (caller, content, timestamp, node_id) VALUES (?, ?, ?, ?)')
      .run(caller, content, new Date(ctx.now()).toISOString(), ctx.node.nodeId);
    ctx.db.prepare('DELETE FROM system_messages WHERE id <= ?').run(Number(lastInsertRowid) - SYSTEM_MESSAGES_KEPT);
  } catch (error) {
    LOG.error(`Could not write activity: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One page of messages, newest first; pages count from 1, and 0 is the first page too, as in Graylog. */
export function listSystemMessages(ctx: Pick<ServerContext, 'db'>, page: number): { total: number; messages: SystemMessage[] } {
  const offset = Math.max(0, page - 1) * SYSTEM_MESSAGES_PER_PAGE;
  const messages = ctx.db.prepare(`SELECT caller, content, timestamp, node_id FROM system_messages
    ORDER BY id DESC LIMIT ? OFFSET ?`).all(SYSTEM_MESSAGES_PER_PAGE, offset) as SystemMessage[];
  const { total } = ctx.db.prepare('SELECT COUNT(*) AS total FROM system_messages').get() as { total: number };
  return { total, messages };
}
