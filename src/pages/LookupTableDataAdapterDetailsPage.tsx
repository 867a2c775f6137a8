import React from 'react';

import { ConfiguredEntityDetailsPage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableDataAdapterDetailsPage = () => <ConfiguredEntityDetailsPage kind="adapter" />;

export default LookupTableDataAdapterDetailsPage;
