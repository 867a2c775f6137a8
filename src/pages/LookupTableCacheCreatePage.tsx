import React from 'react';

import { ConfiguredEntityCreatePage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableCacheCreatePage = () => <ConfiguredEntityCreatePage kind="cache" />;

export default LookupTableCacheCreatePage;
