import React from 'react';
import { Button } from 'react-bootstrap';

import ErrorPage from '@/components/common/ErrorPage';
import MissingPermissions from '@/components/errors/MissingPermissions';
import NotFoundPage from '@/pages/NotFoundPage';

import type { RoleLoadFailure as Failure } from './useAuthzRole';

type Props = { failure: Failure, onRetry: () => void };

/** What a role page shows instead of the role when it cannot be loaded. */
const RoleLoadFailure = ({ failure, onRetry }: Props) => {
  if (failure.kind === 'notFound') {
    return <NotFoundPage message="There is no such role. It may have been deleted." />;
  }
  if (failure.kind === 'forbidden') {
    return <MissingPermissions message={failure.message} />;
  }
  return (
    <ErrorPage title="The role could not be loaded" description={failure.message}>
      <Button variant="primary" onClick={onRetry}>Try again</Button>
    </ErrorPage>
  );
};

export default RoleLoadFailure;
