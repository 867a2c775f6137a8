import React from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import ExtractorPageGate from '@/components/extractors/ExtractorPageGate';
import ImportExtractorsForm from '@/components/extractors/ImportExtractorsForm';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/inputs/{inputId}/{nodeId}/extractors/import`: adds the extractors of an export to the input. */
const ImportExtractorsPage = () => (
  <ExtractorPageGate>
    {(input, { nodeId }) => (
      <>
        <PageHeader
          title={<>Import extractors into <em>{input.title}</em></>}
          documentTitle={`Import extractors into ${input.title}`}
          description="Paste the JSON of an extractors export. Each extractor in it is added to this input."
          documentationLink={{ title: 'Extractors', path: DocsHelper.PAGES.EXTRACTORS }}
          actions={<Link className="btn btn-outline-secondary" to={Routes.SYSTEM.EXTRACTORS.list(input.id, nodeId)}>Back to extractors</Link>} />
        <ImportExtractorsForm key={input.id} inputId={input.id} listPath={Routes.SYSTEM.EXTRACTORS.list(input.id, nodeId)} />
      </>
    )}
  </ExtractorPageGate>
);

export default ImportExtractorsPage;
