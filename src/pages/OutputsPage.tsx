import React, { useCallback, useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { PageRequest } from '@/components/common/entity-table/types';
import LaunchOutputControl from '@/components/outputs/LaunchOutputControl';
import type { StreamsByOutput } from '@/components/outputs/outputColumns';
import { outputColumns, outputSearchText, outputSortValue, streamsByOutputOf } from '@/components/outputs/outputColumns';
import OutputDialog from '@/components/outputs/OutputDialog';
import OutputRowActions from '@/components/outputs/OutputRowActions';
import useForwardingMetrics from '@/components/outputs/useForwardingMetrics';
import useOutputTypes from '@/components/outputs/useOutputTypes';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { Output } from '@/stores/outputs/OutputsStore';
import { OutputsActions } from '@/stores/outputs/OutputsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'output', plural: 'outputs' };

/** The streams using each output; without them (the streams could not be loaded) the column says nothing false. */
const loadStreamsByOutput = (): Promise<StreamsByOutput | undefined> => StreamsActions.listAll().then(streamsByOutputOf, () => undefined);

/**
 * `/system/outputs`: every output, the streams (the user may read) that forward to it, and launching,
 * editing and deleting outputs. Attaching an output to a stream is done on that stream's outputs page.
 */
const OutputsPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { types, settled, failed, retry } = useOutputTypes();
  const forwarding = useForwardingMetrics(permissions);
  const [streamsByOutput, setStreamsByOutput] = useState<StreamsByOutput | undefined>();
  const [editing, setEditing] = useState<Output | undefined>();
  const [reloadKey, setReloadKey] = useState(0);

  const fetchPage = useCallback((request: PageRequest) => Promise.all([OutputsActions.list(), loadStreamsByOutput()]).then(([outputs, byOutput]) => {
    setStreamsByOutput(byOutput);
    return localPage(outputs, request, {
      searchText: (output) => outputSearchText(output, types, byOutput),
      sortValue: (output, field) => outputSortValue(output, field, types),
    });
  }), [types]);
  const columns = useMemo(() => outputColumns({ types, streams: { byOutput: streamsByOutput }, forwarding: forwarding.enabled }), [types, streamsByOutput, forwarding.enabled]);

  const reload = () => setReloadKey((key) => key + 1);
  const editingType = editing ? types?.[editing.type] : undefined;

  return (
    <>
      <PageHeader
        title="Outputs"
        description="Outputs forward the messages of the streams they are attached to, for example to another GELF receiver."
        documentationLink={{ title: 'Outputs', path: `${DocsHelper.PAGES.STREAMS}#outputs` }}
        actions={isPermitted(permissions, 'outputs:create') && <LaunchOutputControl types={types} typesFailed={failed} onLaunched={reload} />}>
        An output launched here forwards nothing until it is attached to a stream on that stream&apos;s outputs page.
        Deleting an output removes it from every stream.
      </PageHeader>
      {failed && (
        <Alert variant="danger">
          <p className="mb-2">The output types could not be loaded: outputs cannot be launched or edited, and their configuration is not shown.</p>
          <Button variant="outline-danger" size="sm" onClick={retry}>Try again</Button>
        </Alert>
      )}
      {settled ? (
        <PaginatedEntityTable<Output>
          id="outputs"
          entityName={ENTITY_NAME}
          fetchPage={fetchPage}
          onPageLoaded={forwarding.onPageLoaded}
          reloadKey={reloadKey}
          columns={columns}
          defaultSort={{ field: 'title', order: 'asc' }}
          getId={(output) => output.id}
          getTitle={(output) => output.title}
          searchPlaceholder="Search by title, type, configuration or stream"
          emptyState={<p className="mb-0">No outputs yet: messages stay in this server&apos;s streams only.</p>}
          rowActions={(output, table) => (
            <OutputRowActions output={output} onEdit={() => setEditing(output)} reload={table.reload}
                              mayEdit={types?.[output.type] !== undefined && isPermitted(permissions, `outputs:edit:${output.id}`)}
                              mayDelete={isPermitted(permissions, `outputs:terminate:${output.id}`)} />
          )} />
      ) : <Spinner text="Loading output types…" />}
      {editing && editingType && (
        <OutputDialog type={editingType} output={editing} onClose={() => setEditing(undefined)}
                      onSaved={() => { setEditing(undefined); reload(); }} />
      )}
    </>
  );
};

export default OutputsPage;
