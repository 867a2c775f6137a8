import { renderTemplate } from './template';

const model = {
  event_definition_title: 'Burst',
  event: { message: 'Too many', fields: { host: 'web-1' }, priority: 2 },
  backlog: [{ message: 'first', fields: { level: 3 } }, { message: 'second', fields: { level: 4 } }],
  empty: [],
  nothing: null,
  flag: false,
};

test('replaces values by dotted paths; unknown names and null render empty', () => {
  expect(renderTemplate('${event_definition_title}: ${event.message} on ${event.fields.host} (${event.priority})', model))
    .toBe('Burst: Too many on web-1 (2)');
  expect(renderTemplate('[${unknown}][${event.unknown.deeper}][${nothing}]', model)).toBe('[][][]');
});

test('repeats a foreach block per element, with an optional separator', () => {
  expect(renderTemplate('${foreach backlog m}- ${m.message} (${m.fields.level})\n${end}', model)).toBe('- first (3)\n- second (4)\n');
  expect(renderTemplate('${foreach backlog m , }${m.message}${end}', model)).toBe('first, second');
  expect(renderTemplate('a${foreach empty m}x${end}b', model)).toBe('ab');
});

test('a foreach over a map walks its entries as JMTE does; a single value counts as a list of one', () => {
  const fields = { event: { fields: { host: 'web-1', level: 3 } }, one: 'only', thing: new (class { toString() { return 'shown'; } })() };
  expect(renderTemplate('${foreach event.fields f , }${f.key}=${f.value}${end}', fields)).toBe('host=web-1, level=3');
  expect(renderTemplate('${foreach one x}[${x}]${end}${foreach thing x}[${x}]${end}', fields)).toBe('[only][shown]');
  expect(renderTemplate('${foreach nothing x}[${x}]${end}', { nothing: {} })).toBe('');
});

test('if, negated if and else follow JMTE truthiness', () => {
  expect(renderTemplate('${if backlog}has${else}none${end}', model)).toBe('has');
  expect(renderTemplate('${if empty}has${else}none${end}', model)).toBe('none');
  expect(renderTemplate('${if !flag}off${end}${if nothing}x${end}', model)).toBe('off');
  expect(renderTemplate('${foreach backlog m}${if m.fields.level}L${end}${end}', model)).toBe('LL');
});

test('never fails: escaped, stray and unclosed markers', () => {
  expect(renderTemplate('\\${event.message} ${end} ${event.message', model)).toBe('${event.message} ${end} ${event.message');
  expect(renderTemplate('${if backlog}open', model)).toBe('open');
  expect(renderTemplate('${event.message;upper}', model)).toBe('Too many');
});
