// The index sets on /system/indices, a page at a time (Graylog pages them by title and cannot search them),
// each with its stats, strategies and actions.
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { IndexSet, IndexSetsPage, IndexSetStats } from '@/stores/indices/IndexSetsStore';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import IndexSetBadges from './IndexSetBadges';
import IndexSetRowActions, { mayManageIndexSet } from './IndexSetRowActions';
import { formatStats, strategyName, strategySummary } from './indexSetTexts';

const ENTITY_NAME = { singular: 'index set', plural: 'index sets' };

type Props = {
  /** Called on every load of the list, so that what the page shows beside it is fresh too. */
  onLoad: () => void,
};

/** Stream titles by the index set they write to. */
type StreamsBySet = Map<string, Array<string>>;

const columns = (stats: IndexSetsPage['stats'] | undefined): Array<ColumnDefinition<IndexSet>> => [
  {
    id: 'title',
    title: 'Index set',
    render: (indexSet) => (
      <>
        <Link to={Routes.SYSTEM.INDEX_SETS.show(indexSet.id)} className="fw-semibold">{indexSet.title}</Link>
        <IndexSetBadges indexSet={indexSet} />
        {indexSet.description && <div className="small text-body-secondary">{indexSet.description}</div>}
      </>
    ),
  },
  { id: 'index_prefix', title: 'Index prefix', render: (indexSet) => <code className="text-nowrap">{indexSet.index_prefix}</code> },
  {
    id: 'stats',
    title: 'Contents',
    render: (indexSet) => {
      const setStats: IndexSetStats | undefined = stats?.[indexSet.id];
      if (!setStats) return <span className="text-body-secondary">Not available</span>;
      const [indices, ...rest] = formatStats(setStats).split(', ');
      return <><div className="text-nowrap">{indices}</div><div className="small text-body-secondary text-nowrap">{rest.join(', ')}</div></>;
    },
  },
  {
    id: 'rotation',
    title: 'Rotation',
    render: (indexSet) => (
      <>
        <div>{strategyName(indexSet.rotation_strategy_class)}</div>
        <div className="small text-body-secondary">{strategySummary('rotation', indexSet.rotation_strategy_class, indexSet.rotation_strategy)}</div>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Retention',
    render: (indexSet) => (
      <>
        <div>{strategyName(indexSet.retention_strategy_class)}</div>
        <div className="small text-body-secondary">{strategySummary('retention', indexSet.retention_strategy_class, indexSet.retention_strategy)}</div>
      </>
    ),
  },
];

const useStreamsBySet = (reloadKey: number): StreamsBySet | undefined => {
  const [bySet, setBySet] = useState<StreamsBySet | undefined>();
  useEffect(() => {
    let current = true;
    StreamsActions.listAll().then((streams) => {
      if (!current) return;
      const map: StreamsBySet = new Map();
      streams.forEach((stream) => map.set(stream.index_set_id, [...(map.get(stream.index_set_id) ?? []), stream.title]));
      setBySet(map);
    }, () => { if (current) setBySet(undefined); });
    return () => { current = false; };
  }, [reloadKey]);
  return bySet;
};

const IndexSetsTable = ({ onLoad }: Props) => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [stats, setStats] = useState<IndexSetsPage['stats'] | undefined>();
  const [loads, setLoads] = useState(0);
  const streamsBySet = useStreamsBySet(loads);
  const fetchPage = useCallback((request: PageRequest) => {
    onLoad();
    setLoads((count) => count + 1);
    return IndexSetsActions.listPaginated(request);
  }, [onLoad]);
  const tableColumns = useMemo(() => columns(stats), [stats]);

  return (
    <PaginatedEntityTable<IndexSet, IndexSetsPage>
      id="index-sets"
      entityName={ENTITY_NAME}
      fetchPage={fetchPage}
      onPageLoaded={(page) => setStats(page.stats)}
      columns={tableColumns}
      defaultSort={{ field: 'title', order: 'asc' }}
      getId={(indexSet) => indexSet.id}
      getTitle={(indexSet) => indexSet.title}
      searchable={false}
      emptyState={<p className="mb-0">No index sets yet.</p>}
      rowActions={(indexSet, table) => mayManageIndexSet(indexSet, permissions) && (
        <IndexSetRowActions indexSet={indexSet} permissions={permissions} streams={streamsBySet?.get(indexSet.id) ?? (streamsBySet ? [] : undefined)}
                            reload={table.reload} />
      )} />
  );
};

export default IndexSetsTable;
