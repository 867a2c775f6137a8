import React from 'react';
import { Alert, Button } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { errorMessage } from '@/logic/errors/FetchError';

import type { EntityName } from './types';

export const LoadingState = ({ entityName }: { entityName: EntityName }) => (
  <Spinner text={`Loading ${entityName.plural}…`} />
);

export const ErrorState = ({ entityName, error, onRetry }: { entityName: EntityName, error: unknown, onRetry: () => void }) => (
  <Alert variant="danger" className="console-table-state">
    <p className="mb-2">Could not load {entityName.plural}: {errorMessage(error)}</p>
    <Button variant="outline-danger" size="sm" onClick={onRetry}>Try again</Button>
  </Alert>
);

export const EmptyState = ({ entityName, children }: { entityName: EntityName, children?: React.ReactNode }) => (
  <div className="console-table-state console-table-empty" role="status">
    {children ?? <p className="mb-0">No {entityName.plural} yet.</p>}
  </div>
);

export const NoMatchState = ({ entityName, query, onReset }: { entityName: EntityName, query: string, onReset: () => void }) => (
  <div className="console-table-state console-table-empty" role="status">
    <p>No {entityName.plural} match &quot;{query}&quot;.</p>
    <Button variant="outline-secondary" size="sm" onClick={onReset}>Reset search</Button>
  </div>
);
