import React from 'react';

import { ConfiguredEntityCreatePage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableDataAdapterCreatePage = () => <ConfiguredEntityCreatePage kind="adapter" />;

export default LookupTableDataAdapterCreatePage;
