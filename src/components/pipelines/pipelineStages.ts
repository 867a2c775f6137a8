// The stages of a pipeline as the console edits them.
import type { Pipeline, PipelineStage } from '@/stores/pipelines/PipelinesStore';
import { readPipelineSource } from '@/stores/pipelines/pipelineSource';

/**
 * The pipeline's stages in order: the server's, or, when it could not parse the stored source (and so sent
 * none), those written in the source, so an edit does not silently drop them.
 */
export const stagesOf = (pipeline: Pick<Pipeline, 'stages' | 'source'>): Array<PipelineStage> => {
  const stages = pipeline.stages?.length ? pipeline.stages : (readPipelineSource(pipeline.source)?.stages ?? []);
  return [...stages].sort((a, b) => a.stage - b.stage);
};

/** "All rules on this stage match the message" and its counterpart, as Graylog's stage form words them. */
export const MATCH_ALL_TEXT = 'All rules on this stage match the message';
export const MATCH_EITHER_TEXT = 'At least one of the rules on this stage matches the message';

/** "Stage 0: all, 2 rules", the short form the list shows. */
export const stageSummary = (stage: PipelineStage): string => (
  `Stage ${stage.stage}: ${stage.match_all ? 'all' : 'either'}, ${stage.rules.length} ${stage.rules.length === 1 ? 'rule' : 'rules'}`
);
