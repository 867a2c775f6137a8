import type { MessageFields } from '../messages/types';
import { ConfigError } from './config';
import { compileExtractor, FULLY_CUT, type EngineContext } from './engine';
import type { LookupTables } from './lookup';
import { ExtractorStats } from './metrics';
import type { ExtractorDefinition } from './types';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const GROK: Record<string, string> = { WORD: '\\b\\w+\\b', INT: '(?:[+-]?(?:[0-9]+))', IP: '\\d+\\.\\d+\\.\\d+\\.\\d+' };
const context: EngineContext = { grokPattern: (name) => GROK[name], now: () => NOW };

function definition(overrides: Partial<ExtractorDefinition>): ExtractorDefinition {
  return {
    id: 'e1',
    title: 'Test extractor',
    type: 'copy_input',
    cursor_strategy: 'copy',
    source_field: 'message',
    target_field: 'target',
    extractor_config: {},
    creator_user_id: 'admin',
    converters: [],
    condition_type: 'none',
    condition_value: '',
    order: 0,
    ...overrides,
  };
}

function run(overrides: Partial<ExtractorDefinition>, fields: MessageFields, engine: EngineContext = context): { fields: MessageFields; stats: ExtractorStats } {
  const stats = new ExtractorStats(() => NOW);
  const extractor = compileExtractor(definition(overrides), engine, stats);
  const copy = { ...fields };
  extractor.apply(copy);
  return { fields: copy, stats };
}

const message = (text: string): MessageFields => ({ message: text, source: 'host', timestamp: '2024-05-01T12:00:00.000Z' });

describe('extractor types', () => {
  it('copy_input copies the whole source field', () => {
    expect(run({ type: 'copy_input' }, message('hello world')).fields.target).toBe('hello world');
  });

  it('regex takes the first group, or the whole match without groups', () => {
    expect(run({ type: 'regex', extractor_config: { regex_value: 'user=(\\w+)' } }, message('login user=alice ok')).fields.target).toBe('alice');
    expect(run({ type: 'regex', extractor_config: { regex_value: '\\d+' } }, message('took 35 ms')).fields.target).toBe('35');
    expect(run({ type: 'regex', extractor_config: { regex_value: 'user=(\\w+)' } }, message('nothing')).fields).not.toHaveProperty('target');
  });

  it('regex reads Java syntax with DOTALL', () => {
    expect(run({ type: 'regex', extractor_config: { regex_value: 'a(.+)z' } }, message('a1\n2z')).fields.target).toBe('1\n2');
    expect(run({ type: 'regex', extractor_config: { regex_value: '\\Aab(\\w)' } }, message('abc')).fields.target).toBe('c');
  });

  it('regex_replace replaces the first or every match, with $n groups', () => {
    const config = { regex: '(\\d+)', replacement: '<$1>' };
    expect(run({ type: 'regex_replace', extractor_config: config }, message('a1 b22')).fields.target).toBe('a<1> b22');
    expect(run({ type: 'regex_replace', extractor_config: { ...config, replace_all: true } }, message('a1 b22')).fields.target).toBe('a<1> b<22>');
    // An empty replacement means $1: the text becomes what the group matched, in place of the match.
    expect(run({ type: 'regex_replace', extractor_config: { regex: '^.*user=(\\w+).*$' } }, message('x user=bob y')).fields.target).toBe('bob');
    expect(run({ type: 'regex_replace', extractor_config: config }, message('no digits')).fields).not.toHaveProperty('target');
  });

  it('split_and_index takes the n-th part (1-based)', () => {
    const config = { split_by: ' ', index: 2 };
    expect(run({ type: 'split_and_index', extractor_config: config }, message('GET /index.html 200')).fields.target).toBe('/index.html');
    expect(run({ type: 'split_and_index', extractor_config: { split_by: ' ', index: 9 } }, message('a b')).fields).not.toHaveProperty('target');
  });

  it('substring takes begin (inclusive) to end (exclusive), nothing when out of range', () => {
    expect(run({ type: 'substring', extractor_config: { begin_index: 0, end_index: 5 } }, message('hello world')).fields.target).toBe('hello');
    expect(run({ type: 'substring', extractor_config: { begin_index: 6, end_index: 50 } }, message('hello world')).fields).not.toHaveProperty('target');
  });

  it('grok writes each capture into its field', () => {
    const { fields } = run(
      { type: 'grok', target_field: '', extractor_config: { grok_pattern: '%{WORD:method} %{INT:status;int} from %{IP:client}', named_captures_only: true } },
      message('GET 200 from 10.0.0.1'),
    );
    expect(fields).toMatchObject({ method: 'GET', status: 200, client: '10.0.0.1' });
    expect(fields).not.toHaveProperty('WORD');
  });

  it('grok without named_captures_only also captures bare pattern names', () => {
    expect(run({ type: 'grok', extractor_config: { grok_pattern: '%{WORD} %{INT:n}' } }, message('abc 5')).fields).toMatchObject({ WORD: 'abc', n: '5' });
  });

  it('json writes the fields of a JSON object', () => {
    const { fields } = run(
      { type: 'json', target_field: '', extractor_config: { key_prefix: 'j_' } },
      message('{"user":{"name":"al","id":3},"tags":["a","b"],"gone":null}'),
    );
    expect(fields).toMatchObject({ j_user_name: 'al', j_user_id: 3, j_tags: 'a, b' });
    expect(fields).not.toHaveProperty('j_gone');
    expect(run({ type: 'json', extractor_config: {} }, message('not json')).fields).toEqual(message('not json'));
  });

  it('lookup_table writes what the table holds for the text', () => {
    const tables: LookupTables = { has: (name) => name === 'hosts', lookup: (_name, key) => (key === 'web1' ? 'Web server' : undefined) };
    const withTables = { ...context, lookupTables: tables };
    const config = { lookup_table_name: 'hosts' };
    expect(run({ type: 'lookup_table', source_field: 'source', extractor_config: config }, { ...message('m'), source: 'web1' }, withTables).fields.target).toBe('Web server');
    expect(run({ type: 'lookup_table', source_field: 'source', extractor_config: config }, message('m'), withTables).fields).not.toHaveProperty('target');
  });
});

describe('cursor strategy', () => {
  const regexCut = (text: string, source = 'message') =>
    run({ type: 'regex', cursor_strategy: 'cut', source_field: source, extractor_config: { regex_value: 'id=(\\d+)' } }, { ...message(text), raw: text });

  it('copy leaves the source field as it was', () => {
    const { fields } = run({ type: 'regex', extractor_config: { regex_value: 'id=(\\d+)' } }, message('x id=42 y'));
    expect(fields).toMatchObject({ message: 'x id=42 y', target: '42' });
  });

  it('cut removes the extracted text from the source field', () => {
    expect(regexCut('x id=42 y').fields).toMatchObject({ message: 'x id= y', target: '42' });
    expect(regexCut('x id=42 y', 'raw').fields).toMatchObject({ raw: 'x id= y', message: 'x id=42 y' });
  });

  it('cut removes the part split_and_index took, and the group regex_replace replaced', () => {
    const split = run({ type: 'split_and_index', cursor_strategy: 'cut', extractor_config: { split_by: ' | ', index: 2 } }, message('a | bb | c'));
    expect(split.fields).toMatchObject({ target: 'bb', message: 'a |  | c' });
    const replace = run({ type: 'regex_replace', cursor_strategy: 'cut', extractor_config: { regex: 'id=(\\d+)', replacement: 'ID $1' } }, message('x id=42'));
    expect(replace.fields).toMatchObject({ target: 'x ID 42', message: 'x id=' });
  });

  it('cutting everything leaves fullyCutByExtractor', () => {
    const { fields } = run({ type: 'copy_input', cursor_strategy: 'cut' }, message('all of it'));
    expect(fields).toMatchObject({ message: FULLY_CUT, target: 'all of it' });
  });

  it('never cuts from other reserved fields, nor when source and target are the same', () => {
    const fromSource = run({ type: 'copy_input', cursor_strategy: 'cut', source_field: 'source' }, message('m'));
    expect(fromSource.fields).toMatchObject({ source: 'host', target: 'host' });
    const same = run({ type: 'substring', cursor_strategy: 'cut', target_field: 'message', extractor_config: { begin_index: 0, end_index: 3 } }, message('abcdef'));
    expect(same.fields.message).toBe('abc');
  });
});

describe('conditions', () => {
  const copy = (condition: Partial<ExtractorDefinition>, text: string) => run({ type: 'copy_input', ...condition }, message(text));

  it('string: runs only when the source contains the value', () => {
    const hit = copy({ condition_type: 'string', condition_value: 'ERROR' }, 'an ERROR here');
    expect(hit.fields.target).toBe('an ERROR here');
    expect(hit.stats.conditionHits).toBe(1);
    const miss = copy({ condition_type: 'string', condition_value: 'ERROR' }, 'all fine');
    expect(miss.fields).not.toHaveProperty('target');
    expect(miss.stats.conditionMisses).toBe(1);
  });

  it('regex: runs only when the source matches the pattern', () => {
    expect(copy({ condition_type: 'regex', condition_value: '^\\d{3} ' }, '404 not found').fields.target).toBe('404 not found');
    expect(copy({ condition_type: 'regex', condition_value: '^\\d{3} ' }, 'x 404').fields).not.toHaveProperty('target');
  });

  it('a source field that is missing or not a string is a miss', () => {
    const { fields, stats } = run({ type: 'copy_input', source_field: 'count' }, { ...message('m'), count: 5 });
    expect(fields).not.toHaveProperty('target');
    expect(stats.conditionMisses).toBe(1);
  });
});

describe('converters', () => {
  it('convert the target field in order', () => {
    const { fields } = run(
      { type: 'regex', extractor_config: { regex_value: 'took (\\S+)' }, converters: [{ type: 'uppercase', config: {} }, { type: 'hash', config: {} }] },
      message('took abc'),
    );
    expect(fields.target).toBe('902fbdd2b1df0c4f70b4a5d23525e932');
  });

  it('numeric turns the extracted text into a number', () => {
    const { fields } = run({ type: 'regex', extractor_config: { regex_value: 'took (\\d+)' }, converters: [{ type: 'numeric', config: {} }] }, message('took 35 ms'));
    expect(fields.target).toBe(35);
  });

  it('multi-field converters add fields, never reserved ones', () => {
    const { fields, stats } = run(
      { type: 'copy_input', converters: [{ type: 'tokenizer', config: {} }] },
      message('user=alice source=evil code=7'),
    );
    expect(fields).toMatchObject({ user: 'alice', code: '7', source: 'host', target: 'user=alice source=evil code=7' });
    expect(stats.converterExceptions).toBe(1);
  });

  it('a failing converter keeps the value and counts a converter exception', () => {
    const { fields, stats } = run({ type: 'copy_input', converters: [{ type: 'date', config: { date_format: 'yyyy-MM-dd' } }] }, message('not a date'));
    expect(fields.target).toBe('not a date');
    expect(stats.converterExceptions).toBe(1);
    expect(stats.lastFailure?.reason).toMatch(/^Converter date failed: Invalid format/);
  });

  it('the date converter can set the timestamp', () => {
    const { fields } = run(
      { type: 'regex', target_field: 'timestamp', extractor_config: { regex_value: '^(\\S+ \\S+)' }, converters: [{ type: 'date', config: { date_format: 'yyyy-MM-dd HH:mm:ss' } }] },
      message('2024-03-05 14:07:09 started'),
    );
    expect(fields.timestamp).toBe('2024-03-05T14:07:09.000Z');
  });
});

describe('order', () => {
  it('a later extractor sees what an earlier one wrote', () => {
    const stats = new ExtractorStats(() => NOW);
    const first = compileExtractor(definition({ type: 'regex', target_field: 'user', extractor_config: { regex_value: 'user=(\\w+)' } }), context, stats);
    const second = compileExtractor(definition({ type: 'copy_input', source_field: 'user', target_field: 'user_upper', converters: [{ type: 'uppercase', config: {} }] }), context, stats);
    const fields = message('user=alice');
    first.apply(fields);
    second.apply(fields);
    expect(fields).toMatchObject({ user: 'alice', user_upper: 'ALICE' });
  });
});

describe('metrics', () => {
  it('count invocations in the timers', () => {
    const stats = new ExtractorStats(() => NOW);
    const extractor = compileExtractor(definition({ type: 'copy_input' }), context, stats);
    for (let i = 0; i < 3; i += 1) extractor.apply(message('x'));
    expect(stats.total.count).toBe(3);
    expect(stats.execution.count).toBe(3);
    expect(stats.view().total.rate.total).toBe(3);
  });
});

describe('configuration errors name the field', () => {
  const refused = (overrides: Partial<ExtractorDefinition>) => {
    try {
      compileExtractor(definition(overrides), context, new ExtractorStats(() => NOW));
    } catch (error) {
      if (error instanceof ConfigError) return { field: error.field, message: error.message };
      throw error;
    }
    throw new Error('expected a ConfigError');
  };

  it('for each type', () => {
    expect(refused({ type: 'regex', extractor_config: {} })).toEqual({ field: 'regex_value', message: 'Missing regex configuration field: regex_value' });
    expect(refused({ type: 'regex', extractor_config: { regex_value: '(unclosed' } }).field).toBe('regex_value');
    expect(refused({ type: 'regex_replace', extractor_config: { regex: 'x', replacement: '$2' } })).toEqual({ field: 'replacement', message: 'No group 2' });
    expect(refused({ type: 'grok', extractor_config: { grok_pattern: '%{NOPE:x}' } }).field).toBe('grok_pattern');
    expect(refused({ type: 'split_and_index', extractor_config: { split_by: ',' } }).field).toBe('index');
    expect(refused({ type: 'substring', extractor_config: { begin_index: 'a', end_index: 2 } }).field).toBe('begin_index');
    expect(refused({ type: 'lookup_table', extractor_config: { lookup_table_name: 't' } })).toEqual({ field: 'lookup_table_name', message: 'Lookup table t does not exist' });
    expect(refused({ condition_type: 'regex', condition_value: '[' }).field).toBe('condition_value');
    expect(refused({ converters: [{ type: 'csv', config: {} }] })).toEqual({ field: 'column_header', message: 'Converter csv: Missing column headers.' });
  });
});
