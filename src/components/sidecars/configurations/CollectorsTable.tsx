import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import { COLLECTORS_PER_PAGE, CollectorsActions } from '@/stores/sidecars/CollectorsStore';
import type { CollectorSummary } from '@/stores/sidecars/sidecarTypes';
import { operatingSystemLabel, serviceTypeLabel } from '@/stores/sidecars/sidecarTypes';

import CopyDialog from './CopyDialog';

type Props = { mayCreate: boolean, mayEdit: boolean, mayDelete: boolean, reloadKey: number, onChanged: () => void };

const DEFAULT_SORT = { field: 'name', order: 'asc' as const };

const columns: Array<ColumnDefinition<CollectorSummary>> = [
  { id: 'name', title: 'Name', sortable: true, render: (collector) => <span className="fw-semibold text-break">{collector.name}</span> },
  { id: 'node_operating_system', title: 'Operating system', sortable: true, render: (collector) => operatingSystemLabel(collector.node_operating_system) },
  { id: 'service_type', title: 'Service type', render: (collector) => serviceTypeLabel(collector.service_type) },
];

/** The collectors sidecars can run, per operating system; edit, copy under a new name, and delete (refused while in use). */
const CollectorsTable = ({ mayCreate, mayEdit, mayDelete, reloadKey, onChanged }: Props) => {
  const [copying, setCopying] = useState<CollectorSummary | undefined>();
  const [deleting, setDeleting] = useState<CollectorSummary | undefined>();
  const remove = () => deleting && CollectorsActions.delete(deleting).then(() => {
    setDeleting(undefined);
    onChanged();
  });
  return (
    <>
      <PaginatedEntityTable<CollectorSummary>
        id="sidecar-collectors"
        urlPrefix="collectors"
        entityName={{ singular: 'collector', plural: 'collectors' }}
        fetchPage={CollectorsActions.listPaginated}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        defaultPerPage={COLLECTORS_PER_PAGE}
        reloadKey={reloadKey}
        getId={(collector) => collector.id}
        getTitle={(collector) => collector.name}
        searchPlaceholder="Search collectors"
        emptyState={<p className="mb-0">No collectors yet.{mayCreate && ' Create one for the log shipper your sidecars run.'}</p>}
        rowActions={(mayEdit || mayCreate || mayDelete) ? (collector) => (
          <div className="d-flex gap-1 justify-content-end">
            {mayEdit && <Link className="btn btn-sm btn-outline-primary" to={Routes.SYSTEM.SIDECARS.editCollector(collector.id)} aria-label={`Edit collector ${collector.name}`}>Edit</Link>}
            {mayCreate && <Button size="sm" variant="outline-secondary" onClick={() => setCopying(collector)} aria-label={`Copy collector ${collector.name}`}>Copy</Button>}
            {mayDelete && <Button size="sm" variant="outline-danger" onClick={() => setDeleting(collector)} aria-label={`Delete collector ${collector.name}`}>Delete</Button>}
          </div>
        ) : undefined} />
      {copying && (
        <CopyDialog noun="collector" sourceName={copying.name} onCopy={(name) => CollectorsActions.copy(copying, name)}
                    onClose={() => setCopying(undefined)} onCopied={() => { setCopying(undefined); onChanged(); }} />
      )}
      <ConfirmDialog show={deleting !== undefined} title="Delete collector" confirmLabel="Delete" onConfirm={remove} onCancel={() => setDeleting(undefined)}>
        Do you really want to delete collector <b className="text-break">{deleting?.name}</b>? A collector that configurations still use cannot be deleted.
      </ConfirmDialog>
    </>
  );
};

export default CollectorsTable;
