import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { IndexerFailuresActions } from '@/stores/indices/IndexerFailuresStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import formatCount from '@/util/formatCount';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many messages the indexer failed to write in the last 24 hours, linked to the list; nothing for those who may not see it. */
const IndexerFailuresCount = ({ reloadKey }: { reloadKey?: unknown }) => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const permitted = isPermitted(permissions, 'indices:failures');
  const [count, setCount] = useState<number | null | undefined>();
  useEffect(() => {
    if (!permitted) return undefined;
    let current = true;
    IndexerFailuresActions.count(new Date(Date.now() - DAY_MS)).then((loaded) => { if (current) setCount(loaded); }, () => { if (current) setCount(null); });
    return () => { current = false; };
  }, [permitted, reloadKey]);
  if (!permitted || count === undefined) return null;
  let text: string;
  if (count === null) text = 'Indexer failures could not be counted';
  else if (count === 0) text = 'No indexer failures in the last 24 hours';
  else text = `${formatCount(count)} indexer ${count === 1 ? 'failure' : 'failures'} in the last 24 hours`;
  return (
    <Link to={Routes.SYSTEM.INDICES.FAILURES} className={count ? 'link-danger' : undefined}>{text}</Link>
  );
};

export default IndexerFailuresCount;
