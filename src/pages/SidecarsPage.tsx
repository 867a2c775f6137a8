import React, { useCallback, useState } from 'react';
import { Button } from 'react-bootstrap';

import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { PageRequest } from '@/components/common/entity-table/types';
import { sidecarColumns } from '@/components/sidecars/sidecarColumns';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import { SIDECARS_PER_PAGE, SIDECARS_REFRESH_MS, SidecarsActions } from '@/stores/sidecars/SidecarsStore';
import type { Sidecar } from '@/stores/sidecars/sidecarTypes';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'sidecar', plural: 'sidecars' };
const DEFAULT_SORT = { field: 'node_name', order: 'asc' as const };
const DOCUMENTATION = { title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS };

/** `/system/sidecars`: the sidecars that registered, active ones only unless asked for all. */
const SidecarsPage = () => {
  const [onlyActive, setOnlyActive] = useState(true);
  const fetchPage = useCallback((request: PageRequest) => SidecarsActions.listPaginated({ ...request, onlyActive }), [onlyActive]);
  return (
    <>
      <PageHeader title="Sidecars" documentationLink={DOCUMENTATION}
                  description="The Graylog sidecars that registered with this server: the collectors they run and how they are doing.">
        <SidecarSectionNav />
      </PageHeader>
      <PaginatedEntityTable<Sidecar>
        id="sidecars"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        columns={sidecarColumns}
        defaultSort={DEFAULT_SORT}
        defaultPerPage={SIDECARS_PER_PAGE}
        refreshEveryMs={SIDECARS_REFRESH_MS}
        getId={(sidecar) => sidecar.node_id}
        getTitle={(sidecar) => sidecar.node_name}
        searchPlaceholder="Search by name, id, operating system or status:running"
        toolbar={(
          <Button variant="outline-primary" aria-pressed={!onlyActive} onClick={() => setOnlyActive((value) => !value)}>
            {onlyActive ? 'Include inactive sidecars' : 'Hide inactive sidecars'}
          </Button>
        )}
        emptyState={(
          <p className="mb-0">
            {onlyActive
              ? 'There are no active sidecars. Start a sidecar with this server\'s API address, or include inactive sidecars.'
              : 'No sidecar has registered yet. Start a sidecar with this server\'s API address and a token of a user with the sidecar role.'}
          </p>
        )} />
    </>
  );
};

export default SidecarsPage;
