import React from 'react';

import { ConfiguredEntityEditPage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableCacheEditPage = () => <ConfiguredEntityEditPage kind="cache" />;

export default LookupTableCacheEditPage;
