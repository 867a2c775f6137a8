import React from 'react';

import Timestamp from '@/components/common/Timestamp';

import type { IndexRow } from './indexRows';

/** What time range an index covers, as far as its index range says. */
const IndexRange = ({ index }: { index: IndexRow }) => {
  if (index.size && index.size.events - index.size.deleted <= 0) return <span className="text-body-secondary">No messages</span>;
  if (index.is_deflector) {
    return index.range ? <span>From <Timestamp dateTime={index.range.begin} /> up to now</span> : <span>Up to now</span>;
  }
  if (!index.range) return <span className="text-body-secondary">Unknown: recalculate the index range</span>;
  return <span>From <Timestamp dateTime={index.range.begin} /> to <Timestamp dateTime={index.range.end} /></span>;
};

export default IndexRange;
