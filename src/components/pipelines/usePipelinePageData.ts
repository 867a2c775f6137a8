// What the pipeline's page shows besides the pipeline: its rules (for links and descriptions) and the streams
// it is connected to. Each loads on its own and fails on its own, said in place; the page works without them.
import { useCallback, useEffect, useState } from 'react';

import { reasonOf } from '@/logic/errors/FetchError';
import { isPermitted } from '@/logic/permissions';
import { PipelineConnectionsActions, streamIdsOfPipeline } from '@/stores/pipelines/PipelineConnectionsStore';
import type { Rule } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import { EVENTS_STREAM_IDS } from '@/stores/streams/streamTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

import { connectedStreamsOf, seesEveryStream } from './connectedStreams';
import type { ConnectionsState } from './PipelineConnectionsSection';

/** Every rule, undefined while loading or when the rules could not be loaded (`failed` says so). */
export const useRules = (mayRead: boolean) => {
  const [rules, setRules] = useState<Array<Rule> | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    if (mayRead) {
      RulesActions.list().then((listed) => { if (current) setRules(listed); }, () => { if (current) setFailed(true); });
    }
    return () => { current = false; };
  }, [mayRead]);
  return { rules, failed: failed || !mayRead };
};

/** The streams the pipeline runs on, and every stream it could be connected to (the event streams run no pipelines). */
export const usePipelineConnections = (pipelineId: string, permissions: ReadonlyArray<string> | undefined) => {
  const mayRead = isPermitted(permissions, 'pipeline_connection:read');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const [connections, setConnections] = useState<ConnectionsState>({ state: 'loading' });
  useReloadOnReconnect(retry);
  useEffect(() => {
    let current = true;
    if (!mayRead) {
      setConnections({ state: 'failed', reason: 'you may not read pipeline connections.', retry });
      return undefined;
    }
    Promise.all([PipelineConnectionsActions.list(), StreamsActions.listAll()]).then(([all, streams]) => {
      const references = streams.filter((stream) => !EVENTS_STREAM_IDS.includes(stream.id)).map((stream) => ({ id: stream.id, title: stream.title }));
      const { streams: connected, hidden } = connectedStreamsOf(streamIdsOfPipeline(all, pipelineId), references, permissions);
      if (current) {
        setConnections({ state: 'loaded', connected, hidden, seesEveryStream: seesEveryStream(permissions), streams: references });
      }
    }, (error: unknown) => { if (current) setConnections({ state: 'failed', reason: reasonOf(error), retry }); });
    return () => { current = false; };
  }, [pipelineId, mayRead, permissions, attempt, retry]);
  return { connections, reload: retry };
};
