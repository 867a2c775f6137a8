// How a pasted message is read: a JSON object is the message's fields; any other text is the `message` field.
// Text that starts like JSON but does not parse is refused rather than sent as a message text by surprise.
import type { MessageFields } from '@/stores/messages/MessagesStore';

export type PastedMessage =
  | { kind: 'empty' }
  | { kind: 'json', fields: MessageFields }
  | { kind: 'text', fields: MessageFields }
  | { kind: 'invalid', reason: string };

const looksLikeJson = (text: string) => text.startsWith('{') || text.startsWith('[');

export const readPastedMessage = (pasted: string): PastedMessage => {
  const text = pasted.trim();
  if (text === '') return { kind: 'empty' };
  if (!looksLikeJson(text)) return { kind: 'text', fields: { message: text } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    return { kind: 'invalid', reason: `This is not valid JSON: ${detail}.` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { kind: 'invalid', reason: 'A JSON message must be one object of fields, like {"message": "…", "source": "…"}, not a list.' };
  }
  return { kind: 'json', fields: parsed as MessageFields };
};

/** Field names for a one-line summary: the first six, then an ellipsis. */
export const fieldList = (names: ReadonlyArray<string>): string => (names.length > 6 ? `${names.slice(0, 6).join(', ')}, …` : names.join(', '));
