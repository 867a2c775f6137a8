import React from 'react';
import { Badge } from 'react-bootstrap';

import type { IndexSummary } from '@/stores/indices/IndicesStore';

/** The write index, a closed index (not searched) and a reopened one. */
const IndexStateBadges = ({ index }: { index: Pick<IndexSummary, 'is_deflector' | 'is_closed' | 'is_reopened'> }) => (
  <>
    {index.is_deflector && <Badge bg="primary" className="ms-2">write index</Badge>}
    {index.is_closed && <Badge bg="warning" text="dark" className="ms-2">closed</Badge>}
    {index.is_reopened && <Badge bg="success" className="ms-2">reopened</Badge>}
  </>
);

export default IndexStateBadges;
