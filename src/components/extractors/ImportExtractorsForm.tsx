import React, { useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { ImportOutcome } from '@/stores/extractors/ExtractorsStore';
import { extractorCount, ExtractorsActions } from '@/stores/extractors/ExtractorsStore';

import { parseExtractorsJson } from './extractorsImport';

type Values = { json: string };

type Props = { inputId: string, listPath: string };

const validate = ({ json }: Values) => {
  const parsed = parseExtractorsJson(json);
  return 'error' in parsed ? { json: parsed.error } : {};
};

const OutcomeAlert = ({ outcome, listPath }: { outcome: ImportOutcome, listPath: string }) => {
  if (outcome.failures.length === 0) {
    return (
      <Alert variant="success">
        {extractorCount(outcome.imported)} imported. <Link to={listPath} className="alert-link">Show the extractors</Link>
      </Alert>
    );
  }
  return (
    <Alert variant="warning">
      <p className="fw-semibold mb-1">
        {extractorCount(outcome.imported)} imported, {outcome.failures.length} could not be:
      </p>
      <ul className="mb-1">
        {/* Titles need not be unique; the list never reorders. */}
        {outcome.failures.map((failure, index) => <li key={index}>{failure.title}: {failure.reason}</li>)}
      </ul>
      {outcome.imported > 0 && <Link to={listPath} className="alert-link">Show the extractors</Link>}
    </Alert>
  );
};

/** The JSON of an export, checked before anything is sent; each extractor in it is created in turn. */
const ImportExtractorsForm = ({ inputId, listPath }: Props) => {
  const [outcome, setOutcome] = useState<ImportOutcome | undefined>();
  const form = useEntityForm<Values>({
    initialValues: { json: '' },
    validate,
    onSubmit: ({ json }) => {
      const parsed = parseExtractorsJson(json);
      setOutcome(undefined);
      // validate() has refused anything else before submitting.
      return 'extractors' in parsed ? ExtractorsActions.import(inputId, parsed.extractors).then(setOutcome) : Promise.resolve();
    },
  });
  return (
    <Card>
      <Card.Body>
        {outcome && <OutcomeAlert outcome={outcome} listPath={listPath} />}
        <EntityForm form={form} submitLabel="Add extractors to input" cancelTo={listPath}>
          <FormField form={form} name="json" type="textarea" rows={18} label="Extractors JSON" required
                     placeholder='{"extractors": [ … ], "version": "4.0.0"}'
                     help="As the export page of an input shows it." />
        </EntityForm>
      </Card.Body>
    </Card>
  );
};

export default ImportExtractorsForm;
