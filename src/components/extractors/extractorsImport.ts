// Reading the text pasted into the import page: an export of extractors ({extractors: [...], version}).

export type ParsedImport = { extractors: Array<unknown> } | { error: string };

/** The extractors of a pasted export, or what is wrong with the text, in words for the field. */
export const parseExtractorsJson = (text: string): ParsedImport => {
  if (text.trim() === '') {
    return { error: 'Paste the JSON of an extractors export.' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const extractors = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as { extractors?: unknown }).extractors
    : undefined;
  if (!Array.isArray(extractors)) {
    return { error: 'The JSON needs an "extractors" list, as an export has: {"extractors": [...], "version": "4.0.0"}.' };
  }
  if (extractors.length === 0) {
    return { error: 'The "extractors" list is empty: there is nothing to import.' };
  }
  return { extractors };
};
