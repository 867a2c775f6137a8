import React from 'react';
import { Alert, Button } from 'react-bootstrap';

import { reasonOf } from '@/logic/errors/FetchError';

/** What a legacy alerting page could not load, with a way to try again. */
const LoadFailure = ({ what, error, onRetry }: { what: string, error: unknown, onRetry: () => void }) => (
  <Alert variant="danger">
    <p className="mb-2">Could not load {what}: {reasonOf(error)}</p>
    <Button variant="outline-danger" size="sm" onClick={onRetry}>Try again</Button>
  </Alert>
);

export default LoadFailure;
