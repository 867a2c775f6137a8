// The one outputs table of both outputs pages: every output (/system/outputs, with the streams using each)
// and a stream's outputs. It waits for the output types, says when they could not be loaded, and edits an
// output in its dialog.
import React, { useCallback, useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { PageRequest } from '@/components/common/entity-table/types';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { Output } from '@/stores/outputs/OutputsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import type { StreamsByOutput } from './outputColumns';
import { outputColumns, outputSearchText, outputSortValue } from './outputColumns';
import OutputDialog from './OutputDialog';
import OutputRowActions from './OutputRowActions';
import useForwardingMetrics from './useForwardingMetrics';
import type { OutputTypesState } from './useOutputTypes';

const ENTITY_NAME = { singular: 'output', plural: 'outputs' };

type Props = {
  id: string,
  /** The page's `useOutputTypes()`: the page's launch control needs the same types. */
  outputTypes: OutputTypesState,
  /** The outputs listed, asked for again on every page request. */
  loadOutputs: () => Promise<Array<Output>>,
  /**
   * Adds the column of the streams using each output, searchable by stream title (/system/outputs); loaded
   * with the outputs, and undefined when the streams could not be loaded.
   */
  loadStreamsByOutput?: () => Promise<StreamsByOutput | undefined>,
  /** Changes when the page changed the list (launched or attached an output). */
  reloadKey: number,
  emptyState: React.ReactNode,
  /** On a stream's outputs page: the stream an output can be removed from, when the user may. */
  removableFrom?: (output: Output) => { id: string, title: string } | undefined,
};

type Editing = { output: Output, reload: () => void };

const OutputsTable = ({ id, outputTypes, loadOutputs, loadStreamsByOutput, reloadKey, emptyState, removableFrom }: Props) => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { types, settled, failed, retry } = outputTypes;
  const forwarding = useForwardingMetrics(permissions);
  const [streamsByOutput, setStreamsByOutput] = useState<StreamsByOutput | undefined>();
  const [editing, setEditing] = useState<Editing | undefined>();

  const fetchPage = useCallback((request: PageRequest) => Promise.all([
    loadOutputs(),
    loadStreamsByOutput ? loadStreamsByOutput() : Promise.resolve(undefined),
  ]).then(([outputs, byOutput]) => {
    setStreamsByOutput(byOutput);
    return localPage(outputs, request, {
      searchText: (output) => outputSearchText(output, types, byOutput),
      sortValue: (output, field) => outputSortValue(output, field, types),
    });
  }), [loadOutputs, loadStreamsByOutput, types]);
  const withStreams = loadStreamsByOutput !== undefined;
  const columns = useMemo(() => outputColumns({
    types,
    streams: withStreams ? { byOutput: streamsByOutput } : undefined,
    forwarding: forwarding.enabled,
  }), [types, withStreams, streamsByOutput, forwarding.enabled]);
  const editingType = editing ? types?.[editing.output.type] : undefined;

  return (
    <>
      {failed && (
        <Alert variant="danger">
          <p className="mb-2">The output types could not be loaded: outputs cannot be launched or edited, and their configuration is not shown.</p>
          <Button variant="outline-danger" size="sm" onClick={retry}>Try again</Button>
        </Alert>
      )}
      {settled ? (
        <PaginatedEntityTable<Output>
          id={id}
          entityName={ENTITY_NAME}
          fetchPage={fetchPage}
          onPageLoaded={forwarding.onPageLoaded}
          reloadKey={reloadKey}
          columns={columns}
          defaultSort={{ field: 'title', order: 'asc' }}
          getId={(output) => output.id}
          getTitle={(output) => output.title}
          searchPlaceholder={withStreams ? 'Search by title, type, configuration or stream' : 'Search by title, type or configuration'}
          emptyState={emptyState}
          rowActions={(output, table) => (
            <OutputRowActions output={output} onEdit={() => setEditing({ output, reload: table.reload })} reload={table.reload}
                              mayEdit={types?.[output.type] !== undefined && isPermitted(permissions, `outputs:edit:${output.id}`)}
                              mayDelete={isPermitted(permissions, `outputs:terminate:${output.id}`)}
                              removableFrom={removableFrom?.(output)} />
          )} />
      ) : <Spinner text="Loading output types…" />}
      {editing && editingType && (
        <OutputDialog type={editingType} output={editing.output} onClose={() => setEditing(undefined)}
                      onSaved={() => { setEditing(undefined); editing.reload(); }} />
      )}
    </>
  );
};

export default OutputsTable;
