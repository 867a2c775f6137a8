// The four pages of caches and of data adapters (list, create, show, edit): the two kinds work alike, so
// each page file renders one of these with its kind.
import React from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useHistory, useLocation, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { LookupTableCachesActions } from '@/stores/lookup-tables/LookupTableCachesStore';
import { LookupTableDataAdaptersActions } from '@/stores/lookup-tables/LookupTableDataAdaptersStore';
import type { ConfiguredEntity } from '@/stores/lookup-tables/lookupPayloads';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

import ConfigSummary from './ConfigSummary';
import ConfiguredEntitiesTable from './ConfiguredEntitiesTable';
import ConfiguredEntityForm from './ConfiguredEntityForm';
import DeleteLookupEntity from './DeleteLookupEntity';
import ErrorStateBadge from './ErrorStateBadge';
import LoadFailure from '@/components/common/LoadFailure';
import LookupSectionNav from './LookupSectionNav';
import LookupTestBox from './LookupTestBox';
import type { LookupTypeKind } from './lookupTypeForms';
import { lookupTypeForm } from './lookupTypeForms';
import useErrorStates, { errorOf } from './useErrorStates';
import useLoaded from '@/components/common/useLoaded';
import useLookupTypes from './useLookupTypes';

const KINDS = {
  cache: {
    actions: LookupTableCachesActions,
    routes: Routes.SYSTEM.LOOKUPTABLES.CACHES,
    noun: 'cache',
    plural: 'Caches',
    description: 'Caches keep the answers of data adapters, so a lookup need not ask the adapter every time.',
    errorsKey: 'caches',
  },
  adapter: {
    actions: LookupTableDataAdaptersActions,
    routes: Routes.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS,
    noun: 'data adapter',
    plural: 'Data Adapters',
    description: 'Data adapters answer lookups: from a CSV file, a file or service over HTTP, DNS or a fixed list.',
    errorsKey: 'data_adapters',
  },
} as const;

const DOCS = { title: 'Lookup tables', path: DocsHelper.PAGES.LOOKUPTABLES };

const usePermissions = () => useStore(CurrentUserStore, (state) => state.currentUser?.permissions);

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** `/system/lookuptables/caches`, `/system/lookuptables/data_adapters`. */
export const ConfiguredEntitiesListPage = ({ kind }: { kind: LookupTypeKind }) => {
  const { routes, noun, plural, description } = KINDS[kind];
  const permissions = usePermissions();
  return (
    <>
      <PageHeader title={`Lookup Tables - ${plural}`} description={description} documentationLink={DOCS}
                  actions={isPermitted(permissions, 'lookuptables:create') && <Link className="btn btn-success" to={routes.CREATE}>Create {noun}</Link>}>
        <LookupSectionNav />
      </PageHeader>
      <ConfiguredEntitiesTable kind={kind} emptyState={<p className="mb-0">No {noun}s yet: create one, then use it in a lookup table.</p>} />
    </>
  );
};

/** `.../create`: the type chosen first, then its settings. */
export const ConfiguredEntityCreatePage = ({ kind }: { kind: LookupTypeKind }) => {
  const { routes, noun, description } = KINDS[kind];
  const history = useHistory();
  const typeInQuery = new URLSearchParams(useLocation().search).get('type') ?? undefined;
  const { types, failed, retry } = useLookupTypes(kind);
  let body: React.ReactNode;
  if (failed) {
    body = (
      <Alert variant="danger">
        <p className="mb-2">The {noun} types could not be loaded, so no {noun} can be created now.</p>
        <Button variant="outline-danger" size="sm" onClick={retry}>Try again</Button>
      </Alert>
    );
  } else if (!types) {
    body = <Spinner text={`Loading ${noun} types…`} />;
  } else {
    body = <ConfiguredEntityForm kind={kind} types={types} initialType={typeInQuery} cancelTo={routes.LIST} onSaved={(saved) => history.push(routes.show(saved.name))} />;
  }
  return (
    <>
      <PageHeader title={`Create ${noun}`} description={description} documentationLink={DOCS}><LookupSectionNav /></PageHeader>
      {body}
    </>
  );
};

const useEntityOfPage = (kind: LookupTypeKind) => {
  const { entityName } = useParams<{ entityName: string }>();
  return useLoaded<ConfiguredEntity>(KINDS[kind].actions.get, entityName);
};

/** `.../{id}`: the settings, the error state, and for data adapters a test lookup. */
export const ConfiguredEntityDetailsPage = ({ kind }: { kind: LookupTypeKind }) => {
  const { routes, noun, errorsKey } = KINDS[kind];
  const history = useHistory();
  const permissions = usePermissions();
  const { value: entity, failed, reload } = useEntityOfPage(kind);
  const { types } = useLookupTypes(kind);
  const { states, load } = useErrorStates();
  const name = entity?.name;
  const loadErrors = React.useCallback(() => { if (name) load({ [errorsKey]: [name] }); }, [name, errorsKey, load]);
  React.useEffect(loadErrors, [loadErrors]);
  if (failed) return <LoadFailure what={noun} onRetry={reload} />;
  if (!entity) return <Spinner page />;
  const typeForm = lookupTypeForm(kind, entity.config.type, types, entity.config);
  const error = errorOf(states?.[errorsKey], entity);
  return (
    <>
      <PageHeader title={`${capitalized(noun)} "${entity.title}"`} description={entity.description || typeForm.description} documentationLink={DOCS}
                  actions={(
                    <div className="d-flex gap-2">
                      {isPermitted(permissions, `lookuptables:edit:${entity.id}`) && <Link className="btn btn-primary" to={routes.edit(entity.name)}>Edit</Link>}
                      {isPermitted(permissions, `lookuptables:delete:${entity.id}`) && (
                        <DeleteLookupEntity noun={noun} entity={entity} onDelete={() => KINDS[kind].actions.delete(entity)} onDeleted={() => history.push(routes.LIST)}
                                            consequence={`A ${noun} still used by a lookup table cannot be deleted.`} />
                      )}
                    </div>
                  )}>
        <LookupSectionNav />
      </PageHeader>
      <div className="row">
        <div className={kind === 'adapter' ? 'col-lg-6' : 'col-lg-8'}>
          <Card className="mb-3">
            <Card.Header as="h2" className="h5 mb-0">{typeForm.displayName}</Card.Header>
            <Card.Body>
              <ErrorStateBadge className="mb-3" error={error} />
              <dl className="row">
                <dt className="col-sm-4">Name</dt>
                <dd className="col-sm-8"><code>{entity.name}</code></dd>
              </dl>
              <ConfigSummary kind={kind} config={entity.config} types={types} />
            </Card.Body>
          </Card>
        </div>
        {kind === 'adapter' && (
          <div className="col-lg-6">
            <LookupTestBox subject="the data adapter" lookup={(key) => LookupTableDataAdaptersActions.lookup(entity.name, key)}
                           errorState={error} onLookedUp={loadErrors} />
          </div>
        )}
      </div>
    </>
  );
};

/** `.../{id}/edit`, for those who may edit it. */
export const ConfiguredEntityEditPage = ({ kind }: { kind: LookupTypeKind }) => {
  const { routes, noun } = KINDS[kind];
  const history = useHistory();
  const permissions = usePermissions();
  const { value: entity, failed, reload } = useEntityOfPage(kind);
  const typesState = useLookupTypes(kind);
  if (failed) return <LoadFailure what={noun} onRetry={reload} />;
  if (entity && !isPermitted(permissions, `lookuptables:edit:${entity.id}`)) return <MissingPermissions />;
  if (!entity || (!typesState.types && !typesState.failed)) return <Spinner page />;
  return (
    <>
      <PageHeader title={`Edit ${noun} "${entity.title}"`} description={`Change the ${noun}'s names and settings.`} documentationLink={DOCS}>
        <LookupSectionNav />
      </PageHeader>
      <ConfiguredEntityForm key={entity.id} kind={kind} types={typesState.types ?? {}} entity={entity} cancelTo={routes.show(entity.name)}
                            onSaved={(saved) => history.push(routes.show(saved.name))} />
    </>
  );
};
