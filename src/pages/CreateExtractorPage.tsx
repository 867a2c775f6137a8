import React, { useEffect, useState } from 'react';
import { useHistory, useLocation } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import ExtractorForm from '@/components/extractors/ExtractorForm';
import type { ExtractorFormValues } from '@/components/extractors/extractorFormValues';
import { emptyExtractorFormValues, toExtractorDraft } from '@/components/extractors/extractorFormValues';
import ExtractorPageGate from '@/components/extractors/ExtractorPageGate';
import { isEditableType } from '@/components/extractors/extractorTypes';
import { readNewExtractorOptions } from '@/components/extractors/newExtractorPath';
import Routes from '@/routing/Routes';
import { ExtractorsActions } from '@/stores/extractors/ExtractorsStore';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import DocsHelper from '@/util/DocsHelper';

/** A new extractor runs after the existing ones. */
const useNextPosition = (inputId: string): number | undefined => {
  const [next, setNext] = useState<number | undefined>();
  useEffect(() => {
    let active = true;
    // Only consulted for the position: a failure is no reason to leave the page for an error page.
    ExtractorsActions.list(inputId, { reportPageErrors: false }).then(
      (extractors) => { if (active) setNext(extractors.reduce((highest, extractor) => Math.max(highest, extractor.order + 1), 0)); },
      // Without the list, position 0: the extractor can still be created and moved on the list page.
      () => { if (active) setNext(0); },
    );
    return () => { active = false; };
  }, [inputId]);
  return next;
};

const NewExtractor = ({ input, nodeId }: { input: InputSummary, nodeId: string }) => {
  const history = useHistory();
  const { search } = useLocation();
  const [options] = useState(() => readNewExtractorOptions(search));
  const [initialValues] = useState<ExtractorFormValues>(() => emptyExtractorFormValues(
    options.extractorType && isEditableType(options.extractorType) ? options.extractorType : 'grok',
    options.field ?? 'message',
  ));
  const position = useNextPosition(input.id);
  const listPath = Routes.SYSTEM.EXTRACTORS.list(input.id, nodeId);
  const initialMessage = options.exampleIndex && options.exampleId ? { index: options.exampleIndex, id: options.exampleId } : undefined;

  const create = (values: ExtractorFormValues) => ExtractorsActions.create(input.id, toExtractorDraft(values, { order: position ?? 0 }));

  return (
    <>
      <PageHeader
        title={<>New extractor for <em>{input.title}</em></>}
        documentTitle={`New extractor for ${input.title}`}
        description="Configure the extractor while watching what it makes of an example message."
        documentationLink={{ title: 'Extractors', path: DocsHelper.PAGES.EXTRACTORS }} />
      {position === undefined
        ? <Spinner text="Loading the input's extractors…" />
        : (
          <ExtractorForm inputId={input.id} initialValues={initialValues} initialMessage={initialMessage} submitLabel="Create extractor"
                         onSubmit={create} onSuccess={() => history.push(listPath)} cancelTo={listPath} />
        )}
    </>
  );
};

/**
 * `/system/inputs/{inputId}/{nodeId}/extractors/new`, optionally with `extractor_type`, `field`,
 * `example_index` and `example_id` (see newExtractorPath) to start from a message's field.
 */
const CreateExtractorPage = () => (
  <ExtractorPageGate>
    {(input, { nodeId }) => <NewExtractor key={input.id} input={input} nodeId={nodeId} />}
  </ExtractorPageGate>
);

export default CreateExtractorPage;
