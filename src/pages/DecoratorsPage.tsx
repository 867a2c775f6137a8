import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { PageRequest } from '@/components/common/entity-table/types';
import DecoratorDialog from '@/components/decorators/DecoratorDialog';
import { nextOrder } from '@/components/decorators/decoratorFormValues';
import DecoratorRowActions from '@/components/decorators/DecoratorRowActions';
import { decoratorColumns, streamTitle } from '@/components/decorators/decoratorsTable';
import { reasonOf } from '@/logic/errors/FetchError';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { AvailableDecorators, Decorator, DecoratorStream } from '@/stores/decorators/DecoratorsStore';
import { DecoratorsActions, decoratorTypeName } from '@/stores/decorators/DecoratorsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'decorator', plural: 'decorators' };

type Dialog = { decorator?: Decorator } | undefined;

/**
 * `/system/decorators`: the message decorators, which change how search results show messages (a severity
 * number as its name, a field as a link, a lookup table's value) without changing what is stored.
 */
const DecoratorsPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  // The list as the table last loaded it, for the order a new decorator starts with.
  const [listed, setListed] = useState<Array<Decorator>>([]);
  const [available, setAvailable] = useState<AvailableDecorators | { error: unknown } | undefined>();
  const [streams, setStreams] = useState<Array<DecoratorStream>>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const [reloadKey, setReloadKey] = useState(0);

  const loadAvailable = useCallback(() => {
    setAvailable(undefined);
    DecoratorsActions.available().then(setAvailable, (error: unknown) => setAvailable({ error }));
  }, []);
  useEffect(() => {
    loadAvailable();
    // Without a streams API decorators still apply to all searches: nothing to report.
    DecoratorsActions.streams().then(setStreams, () => {});
  }, [loadAvailable]);

  const types = available && !('error' in available) ? available : undefined;
  const columns = useMemo(() => decoratorColumns(types, streams), [types, streams]);
  const fetchPage = useCallback((request: PageRequest) => DecoratorsActions.list().then((decorators) => {
    setListed(decorators);
    return localPage(decorators, request, {
      searchText: (decorator) => [decoratorTypeName(types, decorator.type), streamTitle(streams, decorator.stream), ...Object.values(decorator.config ?? {}).map(String)],
      sortValue: (decorator, field) => {
        if (field === 'type') return decoratorTypeName(types, decorator.type);
        if (field === 'stream') return streamTitle(streams, decorator.stream);
        return decorator.order;
      },
    });
  }), [types, streams]);

  const mayCreate = isPermitted(permissions, 'decorators:create');
  const mayDelete = isPermitted(permissions, 'decorators:edit');
  const saved = () => {
    setDialog(undefined);
    setReloadKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title="Message decorators"
        description="Decorators change how search results show messages, without changing the stored messages."
        documentationLink={{ title: 'Decorators', path: DocsHelper.PAGES.DECORATORS }}
        actions={mayCreate && types && <Button variant="primary" onClick={() => setDialog({})}>Create decorator</Button>}>
        Decorators without a stream apply to searches over all streams; those of a stream to searches in it. They run by order, lowest first.
      </PageHeader>
      {available === undefined && <Spinner text="Loading decorator types…" />}
      {available && 'error' in available && (
        <Alert variant="danger">
          <p className="mb-2">Could not load the decorator types: {reasonOf(available.error)}</p>
          <Button variant="outline-danger" size="sm" onClick={loadAvailable}>Try again</Button>
        </Alert>
      )}
      <PaginatedEntityTable<Decorator>
        id="decorators"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        reloadKey={reloadKey}
        columns={columns}
        defaultSort={{ field: 'order', order: 'asc' }}
        getId={(decorator) => decorator.id}
        getTitle={(decorator) => `${decoratorTypeName(types, decorator.type)} (order ${decorator.order})`}
        searchPlaceholder="Search by type, stream or configuration"
        emptyState={<p className="mb-0">No decorators yet: search results show messages as they are stored.</p>}
        rowActions={(decorator, table) => (
          <DecoratorRowActions decorator={decorator} available={types} mayUpdate={mayCreate && types !== undefined} mayDelete={mayDelete}
                               onEdit={() => setDialog({ decorator })} reload={table.reload} />
        )} />
      {dialog && types && (
        <DecoratorDialog available={types} streams={streams} decorator={dialog.decorator} nextOrder={nextOrder(listed)}
                         onClose={() => setDialog(undefined)} onSaved={saved} />
      )}
    </>
  );
};

export default DecoratorsPage;
