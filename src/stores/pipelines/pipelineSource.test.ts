import { nextStageNumber, pipelineSourceOf, readPipelineSource, withoutStage, withStage } from './pipelineSource';

describe('pipelineSourceOf', () => {
  it('writes the title and each stage in order with its match mode and rules', () => {
    const source = pipelineSourceOf('Shop', [
      { stage: 5, match_all: true, rules: ['geo'] },
      { stage: -1, match_all: false, rules: ['tag checkout', 'normalize'] },
    ]);
    expect(source).toBe([
      'pipeline "Shop"',
      'stage -1 match either',
      'rule "tag checkout";',
      'rule "normalize";',
      'stage 5 match all',
      'rule "geo";',
      'end',
    ].join('\n'));
  });

  it('escapes quotes, backslashes and line breaks in names', () => {
    const source = pipelineSourceOf('say "hi"\\now', [{ stage: 0, match_all: false, rules: ['a\nb'] }]);
    expect(source).toContain('pipeline "say \\"hi\\"\\\\now"');
    expect(source).toContain('rule "a\\nb";');
    expect(readPipelineSource(source)).toEqual({ title: 'say "hi"\\now', stages: [{ stage: 0, match_all: false, rules: ['a\nb'] }] });
  });
});

describe('readPipelineSource', () => {
  it('reads back what the writer wrote', () => {
    const stages = [{ stage: 0, match_all: true, rules: ['a', 'b'] }, { stage: 1, match_all: false, rules: [] }];
    expect(readPipelineSource(pipelineSourceOf('P', stages))).toEqual({ title: 'P', stages });
  });

  it('reads hand-written sources: any case of keywords, comments, optional semicolons, one line', () => {
    const source = '// enrich\nPipeline "Shop" Stage 2 MATCH ALL rule "x" rule "y; z"; /* later */ stage 1 match either end';
    expect(readPipelineSource(source)).toEqual({
      title: 'Shop',
      stages: [{ stage: 1, match_all: false, rules: [] }, { stage: 2, match_all: true, rules: ['x', 'y; z'] }],
    });
  });

  it('gives up on text that is not a pipeline', () => {
    expect(readPipelineSource('rule "x" when true then end')).toBeUndefined();
    expect(readPipelineSource('pipeline "x"\nstage one match all\nend')).toBeUndefined();
    expect(readPipelineSource('pipeline "x"\nstage 0 match some\nend')).toBeUndefined();
    expect(readPipelineSource('pipeline "x"\nstage 0 match all\nrule "a";')).toBeUndefined();
  });
});

describe('stage edits', () => {
  const stages = [{ stage: 0, match_all: false, rules: ['a'] }, { stage: 3, match_all: true, rules: [] }];

  it('replaces a stage under a new number, keeps the order, and removes one', () => {
    expect(withStage(stages, { stage: 5, match_all: false, rules: ['b'] }, 0).map((stage) => stage.stage)).toEqual([3, 5]);
    expect(withStage(stages, { stage: 1, match_all: false, rules: [] }).map((stage) => stage.stage)).toEqual([0, 1, 3]);
    expect(withoutStage(stages, 3)).toEqual([stages[0]]);
  });

  it('numbers a new stage after the highest', () => {
    expect(nextStageNumber(stages)).toBe(4);
    expect(nextStageNumber([])).toBe(0);
  });
});
