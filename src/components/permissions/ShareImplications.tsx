import React from 'react';
import { Alert } from 'react-bootstrap';

import type { EntityShareState } from '@/stores/permissions/EntityShareStore';

import { describeMissingDependencies, describeValidationErrors } from './shareTexts';

type Props = { state: EntityShareState };

/** What saving the selection would mean: errors that block it, and access the grantees would still lack. */
const ShareImplications = ({ state }: Props) => {
  const errors = describeValidationErrors(state);
  const missing = describeMissingDependencies(state);
  return (
    <>
      {errors.length > 0 && (
        <Alert variant="danger" role="alert">
          <p className="fw-semibold mb-1">This selection cannot be saved:</p>
          <ul className="mb-0">{errors.map((error) => <li key={error}>{error}</li>)}</ul>
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert variant="warning">
          <p className="fw-semibold mb-1">Missing access to dependencies:</p>
          <ul className="mb-0">{missing.map((sentence) => <li key={sentence}>{sentence}</li>)}</ul>
        </Alert>
      )}
    </>
  );
};

export default ShareImplications;
