import { useCallback, useEffect, useState } from 'react';

import { StreamRulesActions } from '@/stores/streams/StreamRulesStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream, StreamRuleTypeInfo } from '@/stores/streams/streamTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

export type LoadedStream = {
  stream: Stream | undefined,
  types: Array<StreamRuleTypeInfo>,
  /** The stream could not be loaded for a reason other than 403/404 (those show the error page). */
  failed: boolean,
  reload: () => void,
};

/** The stream of the rule editor and the rule types the server offers, reloaded after each change and on reconnect. */
const useStreamWithRuleTypes = (streamId: string): LoadedStream => {
  const [stream, setStream] = useState<Stream | undefined>();
  const [types, setTypes] = useState<Array<StreamRuleTypeInfo>>([]);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  useReloadOnReconnect(reload);

  useEffect(() => {
    let current = true;
    StreamsActions.get(streamId).then((loaded) => {
      if (!current) return;
      setStream(loaded);
      setFailed(false);
    }, () => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [streamId, generation]);

  useEffect(() => {
    let current = true;
    StreamRulesActions.types(streamId).then((loaded) => { if (current) setTypes(loaded); }, () => {});
    return () => { current = false; };
  }, [streamId]);

  return { stream, types, failed, reload };
};

export default useStreamWithRuleTypes;
