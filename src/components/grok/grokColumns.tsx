import React from 'react';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { GrokPattern } from '@/stores/grok/GrokPatternsStore';

import PatternText from './PatternText';

export const grokColumns: Array<ColumnDefinition<GrokPattern>> = [
  { id: 'name', title: 'Name', sortable: true, width: '16rem', render: (pattern) => <span className="fw-semibold text-break">{pattern.name}</span> },
  { id: 'pattern', title: 'Pattern', render: (pattern) => <PatternText pattern={pattern.pattern} /> },
  {
    id: 'content_pack',
    title: 'Content pack',
    hiddenByDefault: true,
    render: (pattern) => pattern.content_pack ?? <span className="text-body-secondary">None</span>,
  },
];
