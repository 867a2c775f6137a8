import { useEffect, useState } from 'react';

import type { MessageFields } from '@/stores/streams/StreamsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream, StreamMatchResult } from '@/stores/streams/streamTypes';

export type StreamMatchState =
  | { status: 'idle' }
  | { status: 'testing', previous?: StreamMatchResult }
  | { status: 'done', result: StreamMatchResult }
  | { status: 'failed' };

/**
 * Whether `fields` would be routed into `stream`, asked again whenever its rules or matching type change or
 * another message is chosen. An answer for an older question is dropped.
 */
const useStreamMatch = (stream: Stream | undefined, fields: MessageFields | undefined): StreamMatchState => {
  const [state, setState] = useState<StreamMatchState>({ status: 'idle' });
  const streamId = stream?.id;
  // What the answer depends on: the rules as saved and how they combine.
  const rulesKey = stream ? JSON.stringify([stream.matching_type, stream.rules]) : '';

  useEffect(() => {
    if (!streamId || !fields) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState((previous) => ({ status: 'testing', previous: previous.status === 'done' ? previous.result : undefined }));
    StreamsActions.testMatch(streamId, fields).then(
      (result) => { if (current) setState({ status: 'done', result }); },
      () => { if (current) setState({ status: 'failed' }); },
    );
    return () => { current = false; };
  }, [streamId, rulesKey, fields]);

  return state;
};

/** The latest answer, also while the next one is on its way (so results do not flicker). */
export const matchResultOf = (state: StreamMatchState): StreamMatchResult | undefined => {
  if (state.status === 'done') return state.result;
  if (state.status === 'testing') return state.previous;
  return undefined;
};

export default useStreamMatch;
