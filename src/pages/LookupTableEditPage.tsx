import React from 'react';
import { useHistory, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import LoadFailure from '@/components/common/LoadFailure';
import LookupSectionNav from '@/components/lookup-tables/LookupSectionNav';
import LookupTableForm from '@/components/lookup-tables/LookupTableForm';
import useLoaded from '@/components/common/useLoaded';
import useLookupChoices from '@/components/lookup-tables/useLookupChoices';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { LookupTablesActions } from '@/stores/lookup-tables/LookupTablesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** `/system/lookuptables/table/{id}/edit`, for those who may edit the table. */
const LookupTableEditPage = () => {
  const { tableName } = useParams<{ tableName: string }>();
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value, failed, reload } = useLoaded(LookupTablesActions.get, tableName);
  const choices = useLookupChoices();
  if (failed && value === undefined) return <LoadFailure what="lookup table" onRetry={reload} />;
  if (!value) return <Spinner page />;
  const { table } = value;
  if (!isPermitted(permissions, `lookuptables:edit:${table.id}`)) return <MissingPermissions />;
  return (
    <>
      <PageHeader title={`Edit lookup table "${table.title}"`} description="Change the table's names, its data adapter, its cache and its defaults."
                  documentationLink={{ title: 'Lookup tables', path: DocsHelper.PAGES.LOOKUPTABLES }}>
        <LookupSectionNav />
      </PageHeader>
      <LookupTableForm key={table.id} table={table} choices={choices} cancelTo={Routes.SYSTEM.LOOKUPTABLES.show(table.name)}
                       onSaved={(saved) => history.push(Routes.SYSTEM.LOOKUPTABLES.show(saved.name))} />
    </>
  );
};

export default LookupTableEditPage;
