import { titleFromSource } from './ruleSource';

describe('titleFromSource', () => {
  it('reads the title Graylog names the rule by, after comments and in any keyword case', () => {
    expect(titleFromSource('rule "tag checkout"\nwhen true then end')).toBe('tag checkout');
    expect(titleFromSource('// geo\n/* enrich */\n  RULE \'add "country"\' when true then end')).toBe('add "country"');
    expect(titleFromSource('rule "say \\"hi\\""')).toBe('say "hi"');
  });

  it('has none while the source declares none', () => {
    expect(titleFromSource('')).toBeUndefined();
    expect(titleFromSource('rule tag when')).toBeUndefined();
    expect(titleFromSource('when true then end')).toBeUndefined();
  });
});
