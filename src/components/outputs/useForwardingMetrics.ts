import { useCallback, useMemo, useState } from 'react';

import type { Page } from '@/components/common/entity-table/types';
import { isPermitted } from '@/logic/permissions';
import type { Output } from '@/stores/outputs/OutputsStore';
import useMetrics from '@/stores/metrics/useMetrics';

import { metricNamesOfOutputs } from './outputMetrics';

/**
 * Keeps the forwarding figures of the outputs on screen current, for a user who may read metrics. The table
 * hands each page it shows to `onPageLoaded`; `enabled` says whether to show the column at all.
 */
const useForwardingMetrics = (permissions: ReadonlyArray<string> | undefined) => {
  const enabled = isPermitted(permissions, 'metrics:read');
  const [shown, setShown] = useState<Array<Output>>([]);
  useMetrics(useMemo(() => (enabled ? metricNamesOfOutputs(shown) : []), [enabled, shown]));
  const onPageLoaded = useCallback((page: Page<Output>) => setShown(page.list), []);
  return { enabled, onPageLoaded };
};

export default useForwardingMetrics;
