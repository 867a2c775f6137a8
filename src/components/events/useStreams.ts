import { useEffect, useState } from 'react';

import type { Stream } from '@/stores/streams/streamTypes';
import { StreamsActions } from '@/stores/streams/StreamsStore';

/** The streams the user may read, by title; undefined while loading, empty after a failure (the store toasted it). */
const useStreams = (): Array<Stream> | undefined => {
  const [streams, setStreams] = useState<Array<Stream> | undefined>();
  useEffect(() => {
    let active = true;
    StreamsActions.listAll().then((loaded) => { if (active) setStreams(loaded); }, () => { if (active) setStreams([]); });
    return () => { active = false; };
  }, []);
  return streams;
};

export default useStreams;
