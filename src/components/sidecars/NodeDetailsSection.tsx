import React from 'react';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import { Fact, Facts, None } from '@/components/common/Facts';
import SectionCard from '@/components/common/SectionCard';
import Timestamp from '@/components/common/Timestamp';
import type { NodeLogFile, Sidecar } from '@/stores/sidecars/sidecarTypes';
import formatBytes from '@/util/formatBytes';

import { LastSeen } from './sidecarColumns';

const NOT_AVAILABLE = <None>Not available</None>;

/** The host the sidecar runs on: address, system, CPU idle, load and the volumes over 75 % full. */
export const NodeDetailsSection = ({ sidecar }: { sidecar: Sidecar }) => {
  const details = sidecar.node_details;
  const metrics = details?.metrics ?? {};
  const disks = metrics.disks_75;
  return (
    <SectionCard title="Node details">
      {!details ? (
        <p className="mb-0">Node details are currently unavailable. Please wait a moment and ensure the sidecar is correctly connected to the server.</p>
      ) : (
        <Facts>
          <Fact label="Node id"><code>{sidecar.node_id}</code></Fact>
          <Fact label="IP address">{details.ip || NOT_AVAILABLE}</Fact>
          <Fact label="Operating system">{details.operating_system || NOT_AVAILABLE}</Fact>
          <Fact label="Sidecar version">{sidecar.sidecar_version || NOT_AVAILABLE}</Fact>
          <Fact label="Last seen"><LastSeen lastSeen={sidecar.last_seen} /></Fact>
          <Fact label="CPU idle">{typeof metrics.cpu_idle === 'number' ? `${metrics.cpu_idle}%` : NOT_AVAILABLE}</Fact>
          <Fact label="Load">{typeof metrics.load_1 === 'number' ? String(metrics.load_1) : NOT_AVAILABLE}</Fact>
          <Fact label="Volumes > 75% full">{disks === undefined || disks === null ? NOT_AVAILABLE : (disks.length > 0 ? disks.join(', ') : <None />)}</Fact>
        </Facts>
      )}
    </SectionCard>
  );
};

/** A file modified within the last minute is highlighted, as Graylog's console does. */
const RECENT_MS = 60000;

const logFileColumns: Array<ColumnDefinition<NodeLogFile>> = [
  {
    id: 'mod_time',
    title: 'Modified',
    render: (file) => (
      <span className={Date.now() - new Date(file.mod_time).getTime() < RECENT_MS ? 'text-primary fw-semibold' : undefined}>
        <Timestamp dateTime={file.mod_time} format="YYYY-MM-DD HH:mm:ss" />
      </span>
    ),
  },
  { id: 'size', title: 'Size', render: (file) => (file.is_dir ? '' : formatBytes(file.size)) },
  { id: 'path', title: 'Path', render: (file) => <span className="text-break">{file.is_dir ? 'Folder: ' : ''}<code>{file.path}</code></span> },
];

/** The log files the sidecar reports; recently modified ones stand out. */
export const LogFilesSection = ({ files }: { files: Array<NodeLogFile> }) => (
  <SectionCard title="Log files" description="Recently modified files are highlighted.">
    <EntityDataTable<NodeLogFile> rows={files} columns={logFileColumns} getId={(file) => file.path} caption="Log files" compact />
  </SectionCard>
);
