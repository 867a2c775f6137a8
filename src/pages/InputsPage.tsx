import React, { useCallback, useMemo, useState } from 'react';
import { useHistory, useLocation } from 'react-router-dom';

import IfPermitted from '@/components/common/IfPermitted';
import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { Page, PageRequest } from '@/components/common/entity-table/types';
import { inputColumns, inputsPage, mayReadMetrics } from '@/components/inputs/inputColumns';
import { metricNamesOf } from '@/components/inputs/inputMetrics';
import InputRowActions from '@/components/inputs/InputRowActions';
import InputTypeFilter from '@/components/inputs/InputTypeFilter';
import LaunchInputControl from '@/components/inputs/LaunchInputControl';
import useInputStatesPolling from '@/components/inputs/useInputStatesPolling';
import useNodeIds from '@/components/inputs/useNodeIds';
import { useStore } from '@/stores/connect';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputsActions, InputsStore } from '@/stores/inputs/InputsStore';
import useMetrics from '@/stores/metrics/useMetrics';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'input', plural: 'inputs' };
const DEFAULT_SORT = { field: 'title', order: 'asc' } as const;
/** The URL parameter of the type filter, beside the table's own. */
const TYPE_PARAM = 'type';

/** Class name to human name of the types the listed inputs have. */
const typesOf = (inputs: ReadonlyArray<InputSummary> | undefined) => Object.fromEntries((inputs ?? []).map((input) => [input.type, input.name]));

/** The type filter, kept in the URL like the table's view, so that reload and back keep it. */
const useTypeFilter = (): [string, (type: string) => void] => {
  const location = useLocation();
  const history = useHistory();
  const type = new URLSearchParams(location.search).get(TYPE_PARAM) ?? '';
  const setType = useCallback((next: string) => {
    const params = new URLSearchParams(history.location.search);
    if (next === '') params.delete(TYPE_PARAM); else params.set(TYPE_PARAM, next);
    // Another filter shows other pages: start at the first.
    params.delete('page');
    const search = params.toString();
    history.push({ pathname: history.location.pathname, search: search ? `?${search}` : '' });
  }, [history]);
  return [type, setType];
};

/**
 * `/system/inputs`: every input with its state on each node and its traffic, kept current; launching,
 * editing, starting, stopping and deleting inputs, and their static fields.
 */
const InputsPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const listedTypes = useStore(InputsStore, (state) => typesOf(state.inputs));
  const nodeIds = useNodeIds();
  const [type, setType] = useTypeFilter();
  const [reloadKey, setReloadKey] = useState(0);
  const [shown, setShown] = useState<Array<InputSummary>>([]);
  useInputStatesPolling();
  const metricsPermitted = mayReadMetrics(permissions);
  // Only the inputs on screen: their figures are what the page shows.
  useMetrics(useMemo(() => (metricsPermitted ? metricNamesOf(shown) : []), [shown, metricsPermitted]));

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  const fetchPage = useCallback((request: PageRequest) => InputsActions.list().then((inputs) => inputsPage(inputs, request, type)), [type]);
  const onPageLoaded = useCallback((page: Page<InputSummary>) => setShown(page.list), []);
  const columns = useMemo(() => inputColumns({ permissions, onChanged: reload }), [permissions, reload]);

  return (
    <>
      <PageHeader
        title="Inputs"
        description="Inputs receive messages from your devices and applications. Launch, configure, start and stop them here."
        documentationLink={{ title: 'Sending data', path: DocsHelper.PAGES.INPUTS }}
        actions={(
          <IfPermitted permissions="inputs:create">
            <LaunchInputControl nodeIds={nodeIds} onLaunched={reload} />
          </IfPermitted>
        )} />
      <PaginatedEntityTable<InputSummary>
        id="inputs"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        onPageLoaded={onPageLoaded}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        getId={(input) => input.id}
        getTitle={(input) => input.title}
        searchPlaceholder="Search by title or type"
        toolbar={Object.keys(listedTypes).length > 1 || type !== '' ? <InputTypeFilter types={listedTypes} value={type} onChange={setType} /> : undefined}
        reloadKey={reloadKey}
        emptyState={<p className="mb-0">No inputs yet. Launch one to start receiving messages.</p>}
        rowActions={(input) => (
          <InputRowActions input={input} permissions={permissions} nodeIds={nodeIds}
                           onChanged={reload} />
        )} />
    </>
  );
};

export default InputsPage;
