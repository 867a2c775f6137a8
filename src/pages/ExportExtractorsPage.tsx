import React from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import ExportedExtractors from '@/components/extractors/ExportedExtractors';
import ExtractorPageGate from '@/components/extractors/ExtractorPageGate';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/inputs/{inputId}/{nodeId}/extractors/export`: the input's extractors as JSON to copy. */
const ExportExtractorsPage = () => (
  <ExtractorPageGate>
    {(input, { nodeId }) => (
      <>
        <PageHeader
          title={<>Export extractors of <em>{input.title}</em></>}
          documentTitle={`Export extractors of ${input.title}`}
          description="Copy this JSON and paste it into the import page of another input, here or on another Graylog server."
          documentationLink={{ title: 'Extractors', path: DocsHelper.PAGES.EXTRACTORS }}
          actions={<Link className="btn btn-outline-secondary" to={Routes.SYSTEM.EXTRACTORS.list(input.id, nodeId)}>Back to extractors</Link>} />
        <ExportedExtractors key={input.id} inputId={input.id} />
      </>
    )}
  </ExtractorPageGate>
);

export default ExportExtractorsPage;
