import { useEffect, useState } from 'react';

import { RulesActions } from '@/stores/rules/RulesStore';

/**
 * Whether rule metrics are on, for pages that show rule figures beside other things (a pipeline's stages, the
 * pipelines list). Asked only when the page may show figures (`mayShow`: the user may read metrics and rules);
 * false while loading and when the setting could not be loaded (the store toasts that).
 */
const useRuleMetricsEnabled = (mayShow: boolean): boolean => {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    if (mayShow) {
      RulesActions.loadMetricsConfig().then((config) => { if (current) setEnabled(config?.metrics_enabled === true); }, () => {});
    }
    return () => { current = false; };
  }, [mayShow]);
  return mayShow && enabled;
};

export default useRuleMetricsEnabled;
