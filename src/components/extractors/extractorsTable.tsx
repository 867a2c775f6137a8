import React from 'react';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import localPage from '@/components/common/entity-table/localPage';
import type { Page, PageRequest } from '@/components/common/entity-table/types';
import { useStore } from '@/stores/connect';
import type { Extractor } from '@/stores/extractors/extractorPayloads';
import { ExtractorsStore, keptPosition } from '@/stores/extractors/ExtractorsStore';
import formatCount from '@/util/formatCount';

import { converterTypeLabel, extractorTypeLabel, needsTargetField } from './extractorTypes';

/** An extractor with its place in the order the input runs them (1: first). */
export type ExtractorRow = Extractor & { position: number };

export const toExtractorRows = (extractors: Array<Extractor>): Array<ExtractorRow> => (
  extractors.map((extractor, index) => ({ ...extractor, position: index + 1 }))
);

const count = (value: number | undefined) => formatCount(value ?? 0);

/**
 * The row's place in the input's order as the store keeps it: a new order shows there as soon as it is
 * being saved, while the row still carries the number of the list it came from. That number is the
 * fallback when the store holds no list.
 */
const Position = ({ extractor }: { extractor: ExtractorRow }) => {
  const position = useStore(ExtractorsStore, (state) => keptPosition(state, extractor.id));
  return <>{position ?? extractor.position}</>;
};

const conditionText = (extractor: Extractor): string => {
  switch (extractor.condition_type) {
    case 'string':
      return `Contains "${extractor.condition_value}"`;
    case 'regex':
      return `Matches /${extractor.condition_value}/`;
    default:
      return 'Always';
  }
};

export const extractorColumns: Array<ColumnDefinition<ExtractorRow>> = [
  { id: 'position', title: 'Position', sortable: true, width: '6rem', render: (extractor) => <Position extractor={extractor} /> },
  { id: 'title', title: 'Title', sortable: true, render: (extractor) => <span className="fw-semibold">{extractor.title}</span> },
  { id: 'type', title: 'Type', sortable: true, render: (extractor) => extractorTypeLabel(extractor.type) },
  { id: 'source_field', title: 'Source field', sortable: true, render: (extractor) => <code>{extractor.source_field}</code> },
  {
    id: 'target_field',
    title: 'Target field',
    sortable: true,
    render: (extractor) => (needsTargetField(extractor.type)
      ? <code>{extractor.target_field}</code>
      : <span className="text-body-secondary">named by the extractor</span>),
  },
  { id: 'condition', title: 'Condition', render: (extractor) => <span className="text-break">{conditionText(extractor)}</span> },
  {
    id: 'converters',
    title: 'Converters',
    hiddenByDefault: true,
    render: (extractor) => (extractor.converters.length > 0 ? extractor.converters.map((converter) => converterTypeLabel(converter.type)).join(', ') : 'None'),
  },
  { id: 'cursor_strategy', title: 'Strategy', hiddenByDefault: true, render: (extractor) => (extractor.cursor_strategy === 'cut' ? 'Cut' : 'Copy') },
  { id: 'hits', title: 'Hits', sortable: true, width: '6rem', render: (extractor) => count(extractor.metrics?.condition_hits) },
  { id: 'misses', title: 'Misses', sortable: true, width: '6rem', render: (extractor) => count(extractor.metrics?.condition_misses) },
  {
    id: 'exceptions',
    title: 'Exceptions',
    sortable: true,
    width: '7rem',
    render: (extractor) => {
      const total = (extractor.exceptions ?? 0) + (extractor.converter_exceptions ?? 0);
      return <span className={total > 0 ? 'text-danger fw-semibold' : undefined} title={`${count(extractor.converter_exceptions)} in converters`}>{count(total)}</span>;
    },
  },
];

export const DEFAULT_EXTRACTOR_SORT = { field: 'position', order: 'asc' as const };

const sortValue = (extractor: ExtractorRow, field: string): string | number | null => {
  switch (field) {
    case 'title':
      return extractor.title;
    case 'type':
      return extractorTypeLabel(extractor.type);
    case 'source_field':
      return extractor.source_field;
    case 'target_field':
      return extractor.target_field;
    case 'hits':
      return extractor.metrics?.condition_hits ?? 0;
    case 'misses':
      return extractor.metrics?.condition_misses ?? 0;
    case 'exceptions':
      return (extractor.exceptions ?? 0) + (extractor.converter_exceptions ?? 0);
    default:
      return extractor.position;
  }
};

/** Graylog lists an input's extractors all at once: the table's page is cut from the whole list here. */
export const extractorsPage = (extractors: Array<Extractor>, request: PageRequest): Page<ExtractorRow> => localPage(toExtractorRows(extractors), request, {
  searchText: (extractor) => [extractor.title, extractor.source_field, extractor.target_field, extractorTypeLabel(extractor.type)],
  sortValue,
});
