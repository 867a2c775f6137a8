// The columns of the decorators list.
import React from 'react';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import { fieldValueText } from '@/components/messages/messageFields';
import type { AvailableDecorators, Decorator, DecoratorStream } from '@/stores/decorators/DecoratorsStore';
import { decoratorTypeName } from '@/stores/decorators/DecoratorsStore';

/** Configuration values as text: decorators' settings are shown as they are, never as markup. */
const valueText = (value: unknown): string => fieldValueText(value) || '—';

export const ConfigurationSummary = ({ decorator, available }: { decorator: Decorator, available: AvailableDecorators | undefined }) => {
  const requested = available?.[decorator.type]?.requested_configuration ?? {};
  const entries = Object.entries(decorator.config ?? {});
  if (entries.length === 0) return <span className="text-body-secondary">No configuration</span>;
  return (
    <dl className="console-decorator-config mb-0">
      {entries.map(([name, value]) => (
        <div key={name} className="d-flex flex-wrap gap-1">
          <dt className="fw-normal text-body-secondary">{requested[name]?.human_name ?? name}:</dt>
          <dd className="mb-0 font-monospace text-break">{valueText(value)}</dd>
        </div>
      ))}
    </dl>
  );
};

export const streamTitle = (streams: ReadonlyArray<DecoratorStream>, streamId: string | null): string => {
  if (!streamId) return 'All searches';
  return streams.find((stream) => stream.id === streamId)?.title ?? `Stream ${streamId}`;
};

export const decoratorColumns = (available: AvailableDecorators | undefined, streams: ReadonlyArray<DecoratorStream>): Array<ColumnDefinition<Decorator>> => [
  { id: 'order', title: 'Order', sortable: true, width: '6rem' },
  { id: 'type', title: 'Type', sortable: true, render: (decorator) => <span className="fw-semibold">{decoratorTypeName(available, decorator.type)}</span> },
  { id: 'config', title: 'Configuration', render: (decorator) => <ConfigurationSummary decorator={decorator} available={available} /> },
  { id: 'stream', title: 'Applies to', sortable: true, render: (decorator) => streamTitle(streams, decorator.stream) },
];
