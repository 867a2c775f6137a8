import React from 'react';
import { Button } from 'react-bootstrap';

import ErrorPage from '@/components/common/ErrorPage';

type Props = {
  /** What the page is about, e.g. "event definition". */
  what: string,
  /** Why, for a page whose store does not say so in a toast (useLoaded's `reason`). */
  reason?: string,
  onRetry: () => void,
};

/**
 * What a page about one entity shows when its entity could not be loaded: a retry, and the reason when the
 * page is given one. Most stores have already said why in a toast (a 404 shows the not-found page instead).
 */
const LoadFailure = ({ what, reason, onRetry }: Props) => (
  <ErrorPage title={`The ${what} could not be loaded`} description={reason}>
    <Button variant="primary" onClick={onRetry}>Try again</Button>
  </ErrorPage>
);

export default LoadFailure;
