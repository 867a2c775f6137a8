import React from 'react';

import { ConfiguredEntityEditPage } from '@/components/lookup-tables/configuredEntityPages';

const LookupTableDataAdapterEditPage = () => <ConfiguredEntityEditPage kind="adapter" />;

export default LookupTableDataAdapterEditPage;
