import { useCallback, useEffect, useRef, useState } from 'react';

import { reasonOf } from '@/logic/errors/FetchError';
import type { Message } from '@/stores/messages/MessagesStore';
import { MessagesActions } from '@/stores/messages/MessagesStore';

export type MessageReference = { index: string, id: string };

export type StoredMessage =
  | { state: 'idle' }
  | { state: 'loading', reference: MessageReference }
  | { state: 'loaded', reference: MessageReference, message: Message }
  | { state: 'failed', reference: MessageReference, reason: string };

/** A stored message loaded by index and id; `initial` (from the page's URL) is loaded at once. */
export const useStoredMessage = (initial: MessageReference | undefined): [StoredMessage, (reference: MessageReference) => void] => {
  const [stored, setStored] = useState<StoredMessage>({ state: 'idle' });
  // Only the latest load may show its answer.
  const latest = useRef(0);

  const load = useCallback((reference: MessageReference) => {
    latest.current += 1;
    const ticket = latest.current;
    setStored({ state: 'loading', reference });
    // No error page and no toast for a message that cannot be loaded: the loader says why in place, once.
    MessagesActions.loadMessage(reference.index, reference.id, { reportPageErrors: false, quiet: true }).then(
      (message) => { if (ticket === latest.current) setStored({ state: 'loaded', reference, message }); },
      (error: unknown) => { if (ticket === latest.current) setStored({ state: 'failed', reference, reason: reasonOf(error) }); },
    );
  }, []);

  const [first] = useState(initial);
  useEffect(() => {
    if (first) load(first);
    return () => { latest.current += 1; };
  }, [first, load]);

  return [stored, load];
};
