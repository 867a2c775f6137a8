import React from 'react';
import { Badge } from 'react-bootstrap';

import type { IndexSet } from '@/stores/indices/IndexSetsStore';

/** Default, read only, and events: what sets an index set apart from the others. */
const IndexSetBadges = ({ indexSet }: { indexSet: Pick<IndexSet, 'default' | 'writable' | 'index_template_type'> }) => (
  <>
    {indexSet.default && <Badge bg="primary" className="ms-2">default</Badge>}
    {!indexSet.writable && <Badge bg="secondary" className="ms-2">read only</Badge>}
    {indexSet.index_template_type === 'events' && <Badge bg="info" text="dark" className="ms-2">events</Badge>}
  </>
);

export default IndexSetBadges;
