// The URL whitelist as its form holds it: the entries in order, each with an id the server keeps.
import type { UrlWhitelist, WhitelistEntry } from '@/stores/events/UrlWhitelistStore';

export type UrlWhitelistFormValues = UrlWhitelist;

/** A random id for a new entry, in Graylog's UUID form. */
export const newEntryId = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const newEntry = (): WhitelistEntry => ({ id: newEntryId(), type: 'literal', title: '', value: '' });

/** What is wrong with one entry, if anything: the browser's check; the server checks regular expressions too. */
export const entryProblem = (entry: WhitelistEntry): string | undefined => {
  if (entry.title.trim() === '') return 'Give the entry a title.';
  if (entry.value.trim() === '') return entry.type === 'regex' ? 'Enter a regular expression.' : 'Enter a URL.';
  if (entry.type === 'regex') {
    try {
      RegExp(entry.value);
    } catch {
      return 'This is not a valid regular expression.';
    }
  }
  return undefined;
};

export const validateWhitelist = (values: UrlWhitelistFormValues) => ({
  entries: values.entries.some((entry) => entryProblem(entry) !== undefined) ? 'Some entries are incomplete: see the marked rows.' : undefined,
});

/** The whitelist to save: titles and values trimmed. */
export const whitelistToSave = (values: UrlWhitelistFormValues): UrlWhitelist => ({
  disabled: values.disabled,
  entries: values.entries.map((entry) => ({ ...entry, title: entry.title.trim(), value: entry.value.trim() })),
});
