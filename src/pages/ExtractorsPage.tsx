import React, { useCallback } from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { PageRequest } from '@/components/common/entity-table/types';
import AddExtractorPanel from '@/components/extractors/AddExtractorPanel';
import ExtractorPageGate from '@/components/extractors/ExtractorPageGate';
import ExtractorRowActions from '@/components/extractors/ExtractorRowActions';
import type { ExtractorRow } from '@/components/extractors/extractorsTable';
import { DEFAULT_EXTRACTOR_SORT, extractorColumns, extractorsPage } from '@/components/extractors/extractorsTable';
import Routes from '@/routing/Routes';
import { ExtractorsActions } from '@/stores/extractors/ExtractorsStore';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'extractor', plural: 'extractors' };

/** Inputs rarely have many extractors; one page of them can be put in order by dragging. */
const PER_PAGE = 100;

const InputExtractors = ({ input, nodeId }: { input: InputSummary, nodeId: string }) => {
  const inputId = input.id;
  const fetchPage = useCallback(
    (request: PageRequest) => ExtractorsActions.list(inputId).then((extractors) => extractorsPage(extractors, request)),
    [inputId],
  );
  const saveOrder = useCallback((ordered: Array<ExtractorRow>) => ExtractorsActions.order(inputId, ordered), [inputId]);

  return (
    <>
      <PageHeader
        title={<>Extractors of <em>{input.title}</em></>}
        documentTitle={`Extractors of ${input.title}`}
        description="Extractors turn parts of each message this input receives into fields of their own, one after the other in the order listed."
        documentationLink={{ title: 'Extractors', path: DocsHelper.PAGES.EXTRACTORS }}
        actions={(
          <>
            <Link className="btn btn-outline-secondary" to={Routes.SYSTEM.EXTRACTORS.exportPage(inputId, nodeId)}>Export extractors</Link>
            <Link className="btn btn-outline-secondary" to={Routes.SYSTEM.EXTRACTORS.importPage(inputId, nodeId)}>Import extractors</Link>
          </>
        )} />
      <AddExtractorPanel inputId={inputId} nodeId={nodeId} />
      <h2 className="h5">Configured extractors</h2>
      <PaginatedEntityTable<ExtractorRow>
        id="extractors"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        columns={extractorColumns}
        defaultSort={DEFAULT_EXTRACTOR_SORT}
        defaultPerPage={PER_PAGE}
        getId={(extractor) => extractor.id}
        getTitle={(extractor) => extractor.title}
        searchPlaceholder="Search by title, type or field"
        emptyState={<p className="mb-0">This input has no extractors yet. Add one above, or import an export.</p>}
        onReorder={saveOrder}
        rowActions={(extractor, table) => <ExtractorRowActions extractor={extractor} inputId={inputId} nodeId={nodeId} reload={table.reload} />} />
    </>
  );
};

/** `/system/inputs/{inputId}/{nodeId}/extractors`: an input's extractors in the order they run. */
const ExtractorsPage = () => (
  <ExtractorPageGate>
    {(input, { nodeId }) => <InputExtractors key={input.id} input={input} nodeId={nodeId} />}
  </ExtractorPageGate>
);

export default ExtractorsPage;
