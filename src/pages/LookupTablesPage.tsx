import React from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import LookupSectionNav from '@/components/lookup-tables/LookupSectionNav';
import LookupTablesTable from '@/components/lookup-tables/LookupTablesTable';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** `/system/lookuptables`: every lookup table with its cache, data adapter and error state. */
const LookupTablesPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  return (
    <>
      <PageHeader title="Lookup Tables" documentationLink={{ title: 'Lookup tables', path: DocsHelper.PAGES.LOOKUPTABLES }}
                  description="Lookup tables give rules, extractors and converters values for keys, e.g. a country for an IP address."
                  actions={isPermitted(permissions, 'lookuptables:create') && <Link className="btn btn-success" to={Routes.SYSTEM.LOOKUPTABLES.CREATE}>Create lookup table</Link>}>
        A table joins a data adapter, which knows the values, and a cache, which keeps what it answered.
        <LookupSectionNav />
      </PageHeader>
      <LookupTablesTable emptyState={<p className="mb-0">No lookup tables yet: create a data adapter and a cache, then a table that uses them.</p>} />
    </>
  );
};

export default LookupTablesPage;
