import React, { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useHistory, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import ExtractorForm from '@/components/extractors/ExtractorForm';
import type { ExtractorFormValues } from '@/components/extractors/extractorFormValues';
import { extractorFormValuesOf, toExtractorDraft } from '@/components/extractors/extractorFormValues';
import ExtractorPageGate from '@/components/extractors/ExtractorPageGate';
import Routes from '@/routing/Routes';
import type { Extractor } from '@/stores/extractors/ExtractorsStore';
import { ExtractorsActions } from '@/stores/extractors/ExtractorsStore';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import DocsHelper from '@/util/DocsHelper';

const EditExtractor = ({ input, nodeId, extractorId }: { input: InputSummary, nodeId: string, extractorId: string }) => {
  const history = useHistory();
  const [extractor, setExtractor] = useState<Extractor | undefined>();
  const [failed, setFailed] = useState(false);
  const listPath = Routes.SYSTEM.EXTRACTORS.list(input.id, nodeId);

  useEffect(() => {
    let active = true;
    // A 404 shows the not-found page; other failures are toasted by the store.
    ExtractorsActions.get(input.id, extractorId).then((loaded) => { if (active) setExtractor(loaded); }, () => { if (active) setFailed(true); });
    return () => { active = false; };
  }, [input.id, extractorId]);

  if (failed) {
    return <Alert variant="warning">The extractor could not be loaded. Reload the page to try again.</Alert>;
  }
  if (!extractor) {
    return <Spinner page text="Loading the extractor…" />;
  }
  const update = (values: ExtractorFormValues) => ExtractorsActions.update(input.id, extractor.id, toExtractorDraft(values, {
    order: extractor.order, keptConfig: extractor.extractor_config,
  }));

  return (
    <>
      <PageHeader
        title={<>Edit extractor <em>{extractor.title}</em></>}
        documentTitle={`Edit extractor ${extractor.title}`}
        description={<>Extractor of input <em>{input.title}</em>. Changes apply to the messages it receives from now on.</>}
        documentationLink={{ title: 'Extractors', path: DocsHelper.PAGES.EXTRACTORS }} />
      <ExtractorForm inputId={input.id} initialValues={extractorFormValuesOf(extractor)} submitLabel="Update extractor"
                     onSubmit={update} onSuccess={() => history.push(listPath)} cancelTo={listPath} />
    </>
  );
};

/** `/system/inputs/{inputId}/{nodeId}/extractors/{extractorId}/edit`. */
const EditExtractorPage = () => {
  const { extractorId } = useParams<{ extractorId: string }>();
  return (
    <ExtractorPageGate>
      {(input, { nodeId }) => <EditExtractor key={`${input.id}-${extractorId}`} input={input} nodeId={nodeId} extractorId={extractorId} />}
    </ExtractorPageGate>
  );
};

export default EditExtractorPage;
