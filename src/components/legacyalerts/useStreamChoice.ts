import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { EVENTS_STREAM_IDS } from '@/stores/streams/streamTypes';
import type { Stream } from '@/stores/streams/streamTypes';

import { mayManageStreamAlerts } from './alertPermissions';
import type { Choice } from './StreamAndTypeChoice';

/**
 * The streams a new condition or notification can belong to (those the user may edit, by title) and the
 * chosen one, which starts as the URL's `stream_id` when that is one of them.
 */
const useStreamChoice = (streams: ReadonlyArray<Stream> | undefined, permissions: ReadonlyArray<string> | undefined) => {
  const location = useLocation();
  const requested = new URLSearchParams(location.search).get('stream_id') ?? '';
  const choices: Array<Choice> = useMemo(() => (streams ?? [])
    // The events streams hold no messages, so no condition could ever trigger on them.
    .filter((stream) => !EVENTS_STREAM_IDS.includes(stream.id) && mayManageStreamAlerts(permissions, stream.id))
    .map((stream) => ({ value: stream.id, label: stream.title })), [streams, permissions]);
  const [chosen, setChosen] = useState<string | undefined>();
  const streamId = chosen ?? (choices.some((choice) => choice.value === requested) ? requested : '');
  return { choices, streamId, setStreamId: setChosen };
};

export default useStreamChoice;
