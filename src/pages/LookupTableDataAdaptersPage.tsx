import React from 'react';

import { ConfiguredEntitiesListPage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableDataAdaptersPage = () => <ConfiguredEntitiesListPage kind="adapter" />;

export default LookupTableDataAdaptersPage;
