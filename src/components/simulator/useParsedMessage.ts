import { useCallback, useEffect, useRef, useState } from 'react';

import { FetchError, reasonOf } from '@/logic/errors/FetchError';
import type { CodecConfiguration, Message } from '@/stores/messages/MessagesStore';
import { MessagesActions, PARSE_REFUSED } from '@/stores/messages/MessagesStore';

/** What the raw message form asks the server to parse (POST /messages/parse), and the input to simulate it as received by. */
export type RawMessageRequest = {
  message: string,
  /** Empty: the server uses 127.0.0.1, as Graylog does. */
  remoteAddress: string,
  codec: { type: string, name: string },
  configuration: CodecConfiguration,
  inputId: string | undefined,
};

export type ParsedMessage =
  | { state: 'idle' }
  | { state: 'parsing' }
  | { state: 'parsed', message: Message, codecName: string, inputId: string | undefined }
  /** `reason` in the data specification's words for a refusal (400), with the server's own `detail` when it gave one. */
  | { state: 'failed', reason: string, detail: string | undefined };

/** Why parsing failed, as the simulator says it in place (the store stays quiet, so it is said once). */
export const parseFailure = (error: unknown): { reason: string, detail: string | undefined } => {
  if (error instanceof FetchError && error.status === 400) {
    return { reason: PARSE_REFUSED, detail: error.serverMessage };
  }
  return { reason: `The message could not be parsed: ${reasonOf(error)}`, detail: undefined };
};

/** A raw message parsed by a codec, as an input would; `reset` forgets it once the form changes. */
export const useParsedMessage = (): [ParsedMessage, (request: RawMessageRequest) => void, () => void] => {
  const [parsed, setParsed] = useState<ParsedMessage>({ state: 'idle' });
  // Only the latest request may show its answer.
  const latest = useRef(0);

  const parse = useCallback((request: RawMessageRequest) => {
    latest.current += 1;
    const ticket = latest.current;
    setParsed({ state: 'parsing' });
    MessagesActions.parse(request.message, request.remoteAddress, request.codec.type, request.configuration, { quiet: true }).then(
      (message) => { if (ticket === latest.current) setParsed({ state: 'parsed', message, codecName: request.codec.name, inputId: request.inputId }); },
      (error: unknown) => { if (ticket === latest.current) setParsed({ state: 'failed', ...parseFailure(error) }); },
    );
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setParsed({ state: 'idle' });
  }, []);

  useEffect(() => () => { latest.current += 1; }, []);

  return [parsed, parse, reset];
};
