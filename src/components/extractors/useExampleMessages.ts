import { useCallback, useEffect, useRef, useState } from 'react';

import { isPermitted } from '@/logic/permissions';
import { MessagesActions } from '@/stores/messages/MessagesStore';
import type { ExampleMessage } from '@/stores/messages/UniversalSearchStore';
import { toExampleMessage, UniversalSearchActions } from '@/stores/messages/UniversalSearchStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

export type MessageReference = { index: string, id: string };

export type ExampleMessages = {
  /** The message on show, if any arrived. */
  message: ExampleMessage | undefined,
  /** Its place among the loaded messages (0: the newest), and how many there are. */
  position: number,
  count: number,
  /** 'single': the one message asked for by reference; 'recent': the input's latest messages. */
  source: 'single' | 'recent',
  /** 'forbidden': the user may not read messages, so examples are typed by hand. */
  status: 'loading' | 'loaded' | 'failed' | 'forbidden',
  /** Shows the next loaded message (after the last, the first again). */
  showNext: () => void,
  /** Loads the input's latest messages (again) and shows the newest. */
  loadRecent: () => void,
};

/**
 * Messages to try an extractor on: the one `initial` names (a message page's "create extractor for this
 * field"), otherwise the input's recent messages. Store failures are toasted by the store.
 */
export const useExampleMessages = (inputId: string, initial?: MessageReference): ExampleMessages => {
  const [messages, setMessages] = useState<Array<ExampleMessage>>([]);
  const [position, setPosition] = useState(0);
  const [source, setSource] = useState<'single' | 'recent'>(initial ? 'single' : 'recent');
  const [status, setStatus] = useState<ExampleMessages['status']>('loading');
  // Only the latest load may show its answer.
  const loads = useRef(0);

  const load = useCallback((what: 'single' | 'recent', reference?: MessageReference) => {
    loads.current += 1;
    const current = loads.current;
    setSource(what);
    // Without the permission the call would only fail, with a toast on every visit.
    const permissions = CurrentUserStore.getInitialState().currentUser?.permissions;
    if (!isPermitted(permissions, what === 'single' ? 'messages:read' : 'searches:relative')) {
      setMessages([]);
      setStatus('forbidden');
      return;
    }
    setStatus('loading');
    const promise = what === 'single' && reference
      // No error page for a missing message: the panel says none could be loaded and offers recent ones.
      ? MessagesActions.loadMessage(reference.index, reference.id, { reportPageErrors: false })
        .then((message) => [toExampleMessage(message, reference.index)])
      : UniversalSearchActions.loadRecentMessages(inputId);
    promise.then((loaded) => {
      if (current !== loads.current) return;
      setMessages(loaded);
      setPosition(0);
      setStatus('loaded');
    }, () => {
      if (current === loads.current) setStatus('failed');
    });
  }, [inputId]);

  const initialIndex = initial?.index;
  const initialId = initial?.id;
  useEffect(() => {
    load(initialIndex !== undefined && initialId !== undefined ? 'single' : 'recent',
      initialIndex !== undefined && initialId !== undefined ? { index: initialIndex, id: initialId } : undefined);
    // Answers arriving after the page is gone are dropped like superseded ones.
    return () => { loads.current += 1; };
  }, [load, initialIndex, initialId]);

  const count = messages.length;
  return {
    message: messages[position],
    position,
    count,
    source,
    status,
    showNext: useCallback(() => setPosition((current) => (count === 0 ? 0 : (current + 1) % count)), [count]),
    loadRecent: useCallback(() => load('recent'), [load]),
  };
};

/** A field's value as the text an extractor works on: strings as they are, anything else as JSON. */
export const fieldText = (message: ExampleMessage | undefined, field: string): string | undefined => {
  const value = message?.fields[field];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export default useExampleMessages;
