import React from 'react';

import { ConfiguredEntitiesListPage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableCachesPage = () => <ConfiguredEntitiesListPage kind="cache" />;

export default LookupTableCachesPage;
