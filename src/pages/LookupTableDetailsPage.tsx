import React, { useCallback, useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { Link, useHistory, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import DeleteLookupEntity from '@/components/lookup-tables/DeleteLookupEntity';
import ErrorStateBadge from '@/components/lookup-tables/ErrorStateBadge';
import LoadFailure from '@/components/common/LoadFailure';
import LookupSectionNav from '@/components/lookup-tables/LookupSectionNav';
import LookupTestBox from '@/components/lookup-tables/LookupTestBox';
import { lookupTypeName } from '@/components/lookup-tables/lookupTypeForms';
import PurgeCacheControls from '@/components/lookup-tables/PurgeCacheControls';
import useErrorStates, { errorOf } from '@/components/lookup-tables/useErrorStates';
import useLoaded from '@/components/common/useLoaded';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { LookupTablesActions } from '@/stores/lookup-tables/LookupTablesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const defaultText = (value: string, type: string) => (type === 'NULL' ? '(none)' : `${value} (${type.toLowerCase()})`);

/** `/system/lookuptables/table/{id}`: the table, what it joins, a test lookup and purging its cache. */
const LookupTableDetailsPage = () => {
  const { tableName } = useParams<{ tableName: string }>();
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value, failed, reload } = useLoaded(LookupTablesActions.get, tableName);
  const { states, load } = useErrorStates();
  const loadErrors = useCallback(() => {
    if (value) {
      load({
        tables: [value.table.name],
        caches: value.cache ? [value.cache.name] : [],
        data_adapters: value.dataAdapter ? [value.dataAdapter.name] : [],
      });
    }
  }, [value, load]);
  useEffect(loadErrors, [loadErrors]);
  if (failed && value === undefined) return <LoadFailure what="lookup table" onRetry={reload} />;
  if (!value) return <Spinner page />;
  const { table, cache, dataAdapter } = value;
  return (
    <>
      <PageHeader title={`Lookup table "${table.title}"`} description={table.description || 'A lookup table.'}
                  documentationLink={{ title: 'Lookup tables', path: DocsHelper.PAGES.LOOKUPTABLES }}
                  actions={(
                    <div className="d-flex gap-2">
                      {isPermitted(permissions, `lookuptables:edit:${table.id}`) && <Link className="btn btn-primary" to={Routes.SYSTEM.LOOKUPTABLES.edit(table.name)}>Edit</Link>}
                      {isPermitted(permissions, `lookuptables:delete:${table.id}`) && (
                        <DeleteLookupEntity noun="lookup table" entity={table} onDelete={() => LookupTablesActions.delete(table)}
                                            onDeleted={() => history.push(Routes.SYSTEM.LOOKUPTABLES.LIST)}
                                            consequence="Rules, extractors and converters that use it will no longer find values." />
                      )}
                    </div>
                  )}>
        <LookupSectionNav />
      </PageHeader>
      <div className="row">
        <div className="col-lg-6">
          <Card className="mb-3">
            <Card.Header as="h2" className="h5 mb-0">Details</Card.Header>
            <Card.Body>
              <ErrorStateBadge className="mb-3" error={errorOf(states?.tables, table)} />
              <dl className="row mb-0">
                <dt className="col-sm-4">Name</dt>
                <dd className="col-sm-8"><code>{table.name}</code></dd>
                <dt className="col-sm-4">Data adapter</dt>
                <dd className="col-sm-8">
                  {dataAdapter
                    ? <><Link to={Routes.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS.show(dataAdapter.name)}>{dataAdapter.title}</Link> ({lookupTypeName('adapter', dataAdapter.config.type)})</>
                    : <span className="text-danger">Missing</span>}
                  <ErrorStateBadge error={errorOf(states?.data_adapters, dataAdapter)} />
                </dd>
                <dt className="col-sm-4">Cache</dt>
                <dd className="col-sm-8">
                  {cache
                    ? <><Link to={Routes.SYSTEM.LOOKUPTABLES.CACHES.show(cache.name)}>{cache.title}</Link> ({lookupTypeName('cache', cache.config.type)})</>
                    : <span className="text-danger">Missing</span>}
                  <ErrorStateBadge error={errorOf(states?.caches, cache)} />
                </dd>
                <dt className="col-sm-4">Default single value</dt>
                <dd className="col-sm-8 text-break">{defaultText(table.default_single_value, table.default_single_value_type)}</dd>
                <dt className="col-sm-4">Default multi value</dt>
                <dd className="col-sm-8 text-break">{defaultText(table.default_multi_value, table.default_multi_value_type)}</dd>
              </dl>
            </Card.Body>
          </Card>
          <PurgeCacheControls table={table} />
        </div>
        <div className="col-lg-6">
          <LookupTestBox subject="the table (through its cache, with its defaults)" lookup={(key) => LookupTablesActions.lookup(table.name, key)}
                         errorState={errorOf(states?.data_adapters, dataAdapter) ?? errorOf(states?.tables, table)} onLookedUp={loadErrors} />
        </div>
      </div>
    </>
  );
};

export default LookupTableDetailsPage;
