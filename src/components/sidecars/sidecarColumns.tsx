import React from 'react';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import Routes from '@/routing/Routes';
import type { Sidecar } from '@/stores/sidecars/sidecarTypes';
import { relativeDifference } from '@/util/DateTime';

import SidecarStatusText from './SidecarStatusText';

/** When it was last heard of: "3 minutes ago", and the exact time beside it. */
export const LastSeen = ({ lastSeen }: { lastSeen: string }) => (
  <span className="text-nowrap">{relativeDifference(lastSeen)} <small className="text-body-secondary">(<Timestamp dateTime={lastSeen} />)</small></span>
);

/**
 * The sidecars list's columns; ids are Graylog's field names, which it sorts by. An inactive sidecar is shown in
 * italics with "(inactive)" after its id, as Graylog's console does.
 */
export const sidecarColumns: Array<ColumnDefinition<Sidecar>> = [
  {
    id: 'node_name',
    title: 'Name',
    sortable: true,
    render: (sidecar) => <Link to={Routes.SYSTEM.SIDECARS.status(sidecar.node_id)} className="fw-semibold text-break">{sidecar.node_name}</Link>,
  },
  {
    id: 'node_details.status.status',
    title: 'Status',
    sortable: true,
    render: (sidecar) => <SidecarStatusText status={sidecar.node_details?.status?.status} message={sidecar.node_details?.status?.message} />,
  },
  { id: 'node_details.operating_system', title: 'Operating system', sortable: true, render: (sidecar) => sidecar.node_details?.operating_system ?? '' },
  { id: 'last_seen', title: 'Last seen', sortable: true, render: (sidecar) => <LastSeen lastSeen={sidecar.last_seen} /> },
  {
    id: 'node_id',
    title: 'Node id',
    sortable: true,
    render: (sidecar) => <span className={sidecar.active ? 'text-break' : 'text-break fst-italic'}><code>{sidecar.node_id}</code>{!sidecar.active && ' (inactive)'}</span>,
  },
  { id: 'sidecar_version', title: 'Sidecar version', sortable: true },
];
