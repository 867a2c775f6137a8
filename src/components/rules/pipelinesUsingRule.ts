// Pipelines name their rules by title in their stages; the rules list shows, for each rule, the pipelines whose
// stages name it.
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';

export type PipelineReference = { id: string, title: string };

/** Rule title → the pipelines using it, each once, by title. */
export type PipelinesByRuleTitle = Map<string, Array<PipelineReference>>;

export const pipelinesByRuleTitle = (pipelines: ReadonlyArray<Pick<Pipeline, 'id' | 'title' | 'stages'>>): PipelinesByRuleTitle => {
  const byTitle: PipelinesByRuleTitle = new Map();
  [...pipelines].sort((a, b) => a.title.localeCompare(b.title)).forEach((pipeline) => {
    const ruleTitles = new Set((pipeline.stages ?? []).flatMap((stage) => stage.rules));
    ruleTitles.forEach((ruleTitle) => {
      byTitle.set(ruleTitle, [...(byTitle.get(ruleTitle) ?? []), { id: pipeline.id, title: pipeline.title }]);
    });
  });
  return byTitle;
};
