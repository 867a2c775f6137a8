import React from 'react';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import LookupSectionNav from '@/components/lookup-tables/LookupSectionNav';
import LookupTableForm from '@/components/lookup-tables/LookupTableForm';
import useLookupChoices from '@/components/lookup-tables/useLookupChoices';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/lookuptables/create`. */
const LookupTableCreatePage = () => {
  const history = useHistory();
  const choices = useLookupChoices();
  return (
    <>
      <PageHeader title="Create lookup table" description="A table joins a data adapter and a cache under a name rules and extractors use."
                  documentationLink={{ title: 'Lookup tables', path: DocsHelper.PAGES.LOOKUPTABLES }}>
        <LookupSectionNav />
      </PageHeader>
      <LookupTableForm choices={choices} cancelTo={Routes.SYSTEM.LOOKUPTABLES.LIST} onSaved={(saved) => history.push(Routes.SYSTEM.LOOKUPTABLES.show(saved.name))} />
    </>
  );
};

export default LookupTableCreatePage;
