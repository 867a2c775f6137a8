// The columns of the dashboards list.
import React from 'react';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import Routes from '@/routing/Routes';
import type { View } from '@/stores/views/ViewsStore';

export const dashboardColumns: Array<ColumnDefinition<View>> = [
  { id: 'title', title: 'Title', sortable: true, render: (view) => <Link to={Routes.dashboard(view.id)} className="fw-semibold text-break">{view.title}</Link> },
  { id: 'summary', title: 'Summary', render: (view) => <span className="text-break">{view.summary}</span> },
  { id: 'owner', title: 'Owner' },
  { id: 'created_at', title: 'Created', sortable: true, render: (view) => (view.created_at ? <Timestamp dateTime={view.created_at} /> : '') },
  { id: 'description', title: 'Description', hiddenByDefault: true, render: (view) => <span className="text-break">{view.description}</span> },
];
