import React from 'react';

import { ConfiguredEntityDetailsPage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableCacheDetailsPage = () => <ConfiguredEntityDetailsPage kind="cache" />;

export default LookupTableCacheDetailsPage;
