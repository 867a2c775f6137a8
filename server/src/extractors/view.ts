// An extractor as Graylog's API shows it: the definition, its converters as a list, and the runtime
// figures. `last_failure` is ours: why it last failed (or took too long), for the administrator.
import type { ExtractorStats } from './metrics';
import type { ExtractorDefinition } from './types';

export function extractorSummary(extractor: ExtractorDefinition, stats: ExtractorStats) {
  return {
    id: extractor.id,
    title: extractor.title,
    type: extractor.type,
    cursor_strategy: extractor.cursor_strategy,
    source_field: extractor.source_field,
    target_field: extractor.target_field,
    extractor_config: extractor.extractor_config,
    creator_user_id: extractor.creator_user_id,
    converters: extractor.converters.map(({ type, config }) => ({ type, config })),
    condition_type: extractor.condition_type,
    condition_value: extractor.condition_value,
    order: extractor.order,
    exceptions: stats.exceptions,
    converter_exceptions: stats.converterExceptions,
    metrics: stats.view(),
    last_failure: stats.lastFailure,
  };
}
