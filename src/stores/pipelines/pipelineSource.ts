// The console edits a pipeline's title and stages, but the server stores (and parses) its source text. This
// writes the source from the edited parts, as Graylog's console does, and reads the parts back from a source
// when the server's answer has no stages (a source the server could not parse).
import type { PipelineStage } from './PipelinesStore';

/** A double-quoted string of the pipeline language: backslashes and quotes escaped, line breaks spelled out. */
const quoted = (text: string): string => `"${text
  .replace(/\\/g, '\\\\')
  .replace(/"/g, '\\"')
  .replace(/\n/g, '\\n')
  .replace(/\r/g, '\\r')
  .replace(/\t/g, '\\t')}"`;

const byNumber = (stages: ReadonlyArray<PipelineStage>) => [...stages].sort((a, b) => a.stage - b.stage);

/** The pipeline's source: its title, then each stage in order with its match mode and its rules. */
export const pipelineSourceOf = (title: string, stages: ReadonlyArray<PipelineStage>): string => {
  const stageLines = byNumber(stages).flatMap((stage) => [
    `stage ${stage.stage} match ${stage.match_all ? 'all' : 'either'}`,
    ...stage.rules.map((rule) => `rule ${quoted(rule)};`),
  ]);
  return [`pipeline ${quoted(title)}`, ...stageLines, 'end'].join('\n');
};

const UNESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t' };

const unquoted = (literal: string): string => literal
  .slice(1, -1)
  .replace(/\\(.)/g, (_match, escaped: string) => UNESCAPED[escaped] ?? escaped);

const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const TOKEN = new RegExp(`${STRING}|//[^\\n]*|/\\*[\\s\\S]*?\\*/|[^\\s;]+|;`, 'g');

/**
 * The title and stages written in a source, for showing a pipeline whose stored source the server could not
 * parse; undefined when the text is not a pipeline. Comments and spacing are ignored; checking the source is
 * the server's job, so this reads only as far as it makes sense.
 */
export const readPipelineSource = (source: string): { title: string, stages: Array<PipelineStage> } | undefined => {
  // Keywords are case-insensitive in Graylog's grammar; quoted names keep their case.
  const tokens = (source.match(TOKEN) ?? [])
    .filter((token) => !token.startsWith('//') && !token.startsWith('/*'))
    .map((token) => (token.startsWith('"') ? token : token.toLowerCase()));
  if (tokens[0] !== 'pipeline' || !tokens[1]?.startsWith('"')) {
    return undefined;
  }
  const title = unquoted(tokens[1]);
  const stages: Array<PipelineStage> = [];
  let index = 2;
  while (index < tokens.length && tokens[index] === 'stage') {
    const number = /^[+-]?\d+$/.test(tokens[index + 1] ?? '') ? Number(tokens[index + 1]) : Number.NaN;
    const mode = tokens[index + 3];
    if (!Number.isInteger(number) || tokens[index + 2] !== 'match' || (mode !== 'all' && mode !== 'either')) {
      return undefined;
    }
    const stage: PipelineStage = { stage: number, match_all: mode === 'all', rules: [] };
    index += 4;
    while (tokens[index] === 'rule' && tokens[index + 1]?.startsWith('"')) {
      stage.rules.push(unquoted(tokens[index + 1]));
      index += tokens[index + 2] === ';' ? 3 : 2;
    }
    stages.push(stage);
  }
  return tokens[index] === 'end' ? { title, stages: byNumber(stages) } : undefined;
};

/** The stages with `replacement` in place of stage `previousNumber` (or added when that is undefined). */
export const withStage = (stages: ReadonlyArray<PipelineStage>, replacement: PipelineStage, previousNumber?: number): Array<PipelineStage> => (
  byNumber([...stages.filter((stage) => stage.stage !== previousNumber), replacement])
);

/** The stages without stage `number`. */
export const withoutStage = (stages: ReadonlyArray<PipelineStage>, number: number): Array<PipelineStage> => (
  stages.filter((stage) => stage.stage !== number)
);

/** The number a new stage gets: one after the highest, or 0 for the first. */
export const nextStageNumber = (stages: ReadonlyArray<PipelineStage>): number => (
  stages.length === 0 ? 0 : Math.max(...stages.map((stage) => stage.stage)) + 1
);
