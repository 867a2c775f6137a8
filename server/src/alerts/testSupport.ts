// A message store with a stream for alerting tests: messages land in the stream (their `streams` field) at
// given seconds before "now".
import { TEST_START_MS, testContext } from '../../test/helpers';
import type { ServerContext } from '../context';
import { newObjectId } from '../http/ids';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import type { MessageFields } from '../messages/types';
import { addTestStream } from '../streams/testSupport';
import type { ConditionParameters, StoredCondition } from './types';

/** "Now" of alerting tests: ten minutes after the helpers' start. */
export const NOW_MS = TEST_START_MS + 10 * 60_000;

export interface AlertingFixture {
  ctx: ServerContext;
  store: LocalMessageStore;
  streamId: string;
  /** Writes messages into the stream, each `secondsAgo` before NOW_MS, with extra fields. */
  send: (...messages: { secondsAgo: number; fields?: MessageFields; streamId?: string }[]) => Promise<void>;
  close: () => Promise<void>;
}

export function openAlertingFixture(ctx: ServerContext = testContext(NOW_MS, undefined)): AlertingFixture {
  const store = openMessageStore(ctx, { writer: 'inline' });
  const streamId = addTestStream(ctx.db, { title: 'Alerting', rules: [] });
  return {
    ctx,
    store,
    streamId,
    send: (...messages) => store.write(messages.map(({ secondsAgo, fields, streamId: target }) => ({
      _id: newObjectId(),
      message: 'an alerting test message',
      source: 'test',
      timestamp: new Date(NOW_MS - secondsAgo * 1000).toISOString(),
      streams: [target ?? streamId],
      ...fields,
    }))),
    close: async () => {
      await store.close();
    },
  };
}

export function testCondition(type: string, parameters: ConditionParameters, id = newObjectId()): StoredCondition {
  return { id, type, creator_user_id: 'admin', created_at: new Date(NOW_MS).toISOString(), parameters, title: `${type} condition` };
}
