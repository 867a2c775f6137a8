import React from 'react';
import { Button } from 'react-bootstrap';

import ErrorPage from '@/components/common/ErrorPage';

type Props = {
  /** What the page is about, e.g. "event definition". */
  what: string,
  onRetry: () => void,
};

/**
 * What a page about one entity shows when its entity could not be loaded. The store has
 * already said why in a toast (a 404 shows the not-found page instead), so the page offers only a retry.
 */
const LoadFailure = ({ what, onRetry }: Props) => (
  <ErrorPage title={`The ${what} could not be loaded`}>
    <Button variant="primary" onClick={onRetry}>Try again</Button>
  </ErrorPage>
);

export default LoadFailure;
