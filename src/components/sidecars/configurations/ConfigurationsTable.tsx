import React, { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import { CollectorConfigurationsActions, CONFIGURATIONS_PER_PAGE } from '@/stores/sidecars/CollectorConfigurationsStore';
import { CollectorsActions } from '@/stores/sidecars/CollectorsStore';
import type { Collector, ConfigurationSummary } from '@/stores/sidecars/sidecarTypes';
import { operatingSystemLabel } from '@/stores/sidecars/sidecarTypes';

import ColorSwatch from './ColorSwatch';
import CopyDialog from './CopyDialog';

type Props = { mayCreate: boolean, mayEdit: boolean, mayDelete: boolean, reloadKey: number, onChanged: () => void };

const DEFAULT_SORT = { field: 'name', order: 'asc' as const };

/** The configurations, each with its colour and collector; edit, copy under a new name, and delete (refused while assigned). */
const ConfigurationsTable = ({ mayCreate, mayEdit, mayDelete, reloadKey, onChanged }: Props) => {
  const [collectors, setCollectors] = useState<Array<Collector> | undefined>();
  const [copying, setCopying] = useState<ConfigurationSummary | undefined>();
  const [deleting, setDeleting] = useState<ConfigurationSummary | undefined>();
  useEffect(() => {
    let active = true;
    CollectorsActions.all().then((list) => { if (active) setCollectors(list); }, () => undefined);
    return () => { active = false; };
  }, [reloadKey]);
  const collectorOf = (configuration: ConfigurationSummary) => collectors?.find((collector) => collector.id === configuration.collector_id);
  const columns: Array<ColumnDefinition<ConfigurationSummary>> = [
    { id: 'name', title: 'Name', sortable: true, render: (configuration) => <span className="fw-semibold text-break">{configuration.name}</span> },
    { id: 'color', title: 'Color', render: (configuration) => <ColorSwatch color={configuration.color} /> },
    {
      id: 'collector_id',
      title: 'Collector',
      sortable: true,
      render: (configuration) => {
        const collector = collectorOf(configuration);
        return collector ? `${collector.name} on ${operatingSystemLabel(collector.node_operating_system)}` : <span className="text-body-secondary">Unknown collector</span>;
      },
    },
  ];
  const remove = () => deleting && CollectorConfigurationsActions.delete(deleting).then(() => {
    setDeleting(undefined);
    onChanged();
  });
  return (
    <>
      <PaginatedEntityTable<ConfigurationSummary>
        id="sidecar-configurations"
        urlPrefix="configurations"
        entityName={{ singular: 'configuration', plural: 'configurations' }}
        fetchPage={CollectorConfigurationsActions.listPaginated}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        defaultPerPage={CONFIGURATIONS_PER_PAGE}
        reloadKey={reloadKey}
        getId={(configuration) => configuration.id}
        getTitle={(configuration) => configuration.name}
        searchPlaceholder="Search configurations"
        emptyState={<p className="mb-0">No configurations yet.{mayCreate && ' Create one for a collector.'}</p>}
        rowActions={(mayEdit || mayCreate || mayDelete) ? (configuration) => (
          <div className="d-flex gap-1 justify-content-end">
            {mayEdit && <Link className="btn btn-sm btn-outline-primary" to={Routes.SYSTEM.SIDECARS.editConfiguration(configuration.id)} aria-label={`Edit configuration ${configuration.name}`}>Edit</Link>}
            {mayCreate && <Button size="sm" variant="outline-secondary" onClick={() => setCopying(configuration)} aria-label={`Copy configuration ${configuration.name}`}>Copy</Button>}
            {mayDelete && <Button size="sm" variant="outline-danger" onClick={() => setDeleting(configuration)} aria-label={`Delete configuration ${configuration.name}`}>Delete</Button>}
          </div>
        ) : undefined} />
      {copying && (
        <CopyDialog noun="configuration" sourceName={copying.name} onCopy={(name) => CollectorConfigurationsActions.copy(copying, name)}
                    onClose={() => setCopying(undefined)} onCopied={() => { setCopying(undefined); onChanged(); }} />
      )}
      <ConfirmDialog show={deleting !== undefined} title="Delete configuration" confirmLabel="Delete" onConfirm={remove} onCancel={() => setDeleting(undefined)}>
        Do you really want to delete configuration <b className="text-break">{deleting?.name}</b>? A configuration that is still assigned to a sidecar cannot be deleted.
      </ConfirmDialog>
    </>
  );
};

export default ConfigurationsTable;
