// Graylog's rule metrics configuration (RuleMetricsConfigDto): whether each rule's evaluations, matches and
// failures are counted. Off by default, as in Graylog; kept in the settings table.
import { getSetting, setSetting } from '../db/settings';
import type { Db } from '../db/types';

export interface RuleMetricsConfig {
  metrics_enabled: boolean;
}

const SETTING = 'pipelines.rule_metrics_config';

export function ruleMetricsConfig(db: Db): RuleMetricsConfig {
  return { metrics_enabled: getSetting<RuleMetricsConfig>(db, SETTING)?.metrics_enabled === true };
}

export function saveRuleMetricsConfig(db: Db, config: RuleMetricsConfig): RuleMetricsConfig {
  const saved = { metrics_enabled: config.metrics_enabled };
  setSetting(db, SETTING, saved);
  return saved;
}
