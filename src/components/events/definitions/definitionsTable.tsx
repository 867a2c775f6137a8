import React from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import type { EventDefinitionType } from '@/plugin-api/PluginExports';
import Routes from '@/routing/Routes';
import type { EventDefinition, SchedulerContext } from '@/stores/events/EventDefinitionsStore';
import { PRIORITY_NAMES } from '@/stores/events/EventDefinitionsStore';

import { definitionTypeOf } from '../eventTypeRegistry';

export const SchedulingBadge = ({ scheduler }: { scheduler: SchedulerContext | undefined }) => (
  scheduler?.is_scheduled ? <Badge bg="success">Enabled</Badge> : <Badge bg="secondary">Disabled</Badge>
);

/** The definitions table's columns; the server sorts by title, so none is sortable. */
export const definitionColumns = (
  types: ReadonlyArray<EventDefinitionType>,
  schedulerOf: (definition: EventDefinition) => SchedulerContext | undefined,
): Array<ColumnDefinition<EventDefinition>> => [
  {
    id: 'title',
    title: 'Title',
    render: (definition) => (
      <>
        <Link to={Routes.ALERTS.DEFINITIONS.show(definition.id)}>{definition.title}</Link>
        {definition.description && <div className="small text-body-secondary text-truncate" style={{ maxWidth: '32rem' }}>{definition.description}</div>}
      </>
    ),
  },
  { id: 'priority', title: 'Priority', width: '7rem', render: (definition) => PRIORITY_NAMES[definition.priority] ?? definition.priority },
  { id: 'type', title: 'Condition', width: '9rem', render: (definition) => definitionTypeOf(types, definition.config)?.displayName ?? definition.config.type },
  { id: 'status', title: 'Status', width: '7rem', render: (definition) => <SchedulingBadge scheduler={schedulerOf(definition)} /> },
  {
    id: 'next_time',
    title: 'Next run',
    width: '12rem',
    hiddenByDefault: true,
    render: (definition) => {
      const next = schedulerOf(definition)?.next_time;
      return next ? <Timestamp dateTime={next} /> : '';
    },
  },
  { id: 'notifications', title: 'Notifications', width: '8rem', render: (definition) => definition.notifications.length },
];
