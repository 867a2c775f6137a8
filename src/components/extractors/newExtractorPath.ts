import Routes, { queryString } from '@/routing/Routes';

export type NewExtractorOptions = {
  /** The type to start with, e.g. 'grok'. */
  extractorType?: string,
  /** The source field, e.g. 'message'. */
  field?: string,
  /** A message to try the extractor on, by index and id (as the message page knows it). */
  exampleIndex?: string,
  exampleId?: string,
};

/**
 * The page that creates an extractor for an input, optionally for one field with one message as the
 * example: `…/extractors/new?extractor_type=grok&field=message&example_index=graylog_0&example_id=<id>`
 * (the parameters Graylog's own console uses).
 */
export const newExtractorPath = (inputId: string, nodeId: string, options: NewExtractorOptions = {}): string => (
  `${Routes.SYSTEM.EXTRACTORS.create(inputId, nodeId)}${queryString({
    extractor_type: options.extractorType,
    field: options.field,
    example_index: options.exampleIndex,
    example_id: options.exampleId,
  })}`
);

/** The options `newExtractorPath` wrote into a URL's query string. */
export const readNewExtractorOptions = (search: string): NewExtractorOptions => {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name) || undefined;
  return { extractorType: value('extractor_type'), field: value('field'), exampleIndex: value('example_index'), exampleId: value('example_id') };
};
