import React, { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import StreamFormDialog from '@/components/streams/StreamFormDialog';
import StreamRowActions from '@/components/streams/StreamRowActions';
import { streamColumns } from '@/components/streams/streamColumns';
import { mayCreateStream } from '@/components/streams/streamPermissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream } from '@/stores/streams/streamTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'stream', plural: 'streams' };
const DEFAULT_SORT = { field: 'title', order: 'asc' } as const;

/** Index sets by id, to name each stream's; undefined while loading or when the user may not list them. */
const useIndexSets = (): ReadonlyMap<string, IndexSet> | undefined => {
  const [indexSets, setIndexSets] = useState<ReadonlyMap<string, IndexSet> | undefined>();
  useEffect(() => {
    let current = true;
    IndexSetsActions.list().then((sets) => {
      if (current) setIndexSets(new Map(sets.map((set) => [set.id, set])));
    }, () => {});
    return () => { current = false; };
  }, []);
  return indexSets;
};

/**
 * `/streams`: the streams the user may read, searchable, with their rules, throughput and state; creating
 * one opens its rule editor, since a new stream starts paused and without rules.
 */
const StreamsPage = () => {
  const history = useHistory();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const [creating, setCreating] = useState(false);
  const indexSets = useIndexSets();
  const columns = useMemo(() => streamColumns(indexSets), [indexSets]);

  const onCreated = (streamId: string) => {
    setCreating(false);
    history.push(Routes.streamEdit(streamId));
  };

  return (
    <>
      <PageHeader
        title="Streams"
        description="Route incoming messages into categories by rules, search each category, forward it through outputs and alert on it."
        documentationLink={{ title: 'Streams', path: DocsHelper.PAGES.STREAMS }}
        actions={mayCreateStream(currentUser) && <Button variant="primary" onClick={() => setCreating(true)}>Create stream</Button>} />
      <PaginatedEntityTable<Stream>
        id="streams"
        entityName={ENTITY_NAME}
        fetchPage={StreamsActions.searchPaginated}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        getId={(stream) => stream.id}
        getTitle={(stream) => stream.title}
        searchPlaceholder="Search by title"
        // The server lists only the streams the user may read, so an empty list does not mean there are none.
        emptyState={<p className="mb-0">No streams to show: none exist yet, or none is shared with you.</p>}
        rowActions={(stream, table) => <StreamRowActions stream={stream} reload={table.reload} />} />
      {creating && <StreamFormDialog mode={{ kind: 'create' }} onClose={() => setCreating(false)} onSaved={onCreated} />}
    </>
  );
};

export default StreamsPage;
