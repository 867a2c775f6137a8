// The search configuration's analysis_disabled_fields: fields (a message's whole text, typically) whose
// values are not worth counting, for which the field analyzers are not offered, as in Graylog.
import type { SearchesClusterConfig } from '@/stores/configurations/clusterConfigTypes';

/** Why `field` may not be analysed, for the disabled action's tooltip; undefined when it may. */
export const analysisDisabledReason = (field: string, config: Pick<SearchesClusterConfig, 'analysis_disabled_fields'>): string | undefined => (
  config.analysis_disabled_fields.includes(field)
    ? `Analysis is disabled for ${field} in the search configuration (System / Configurations).`
    : undefined
);
