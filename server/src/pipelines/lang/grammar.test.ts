import { parsePipeline, parseRule, RuleParseError, type ParseErrorJson } from './index';
import { functionRegistry } from '../functions';
import { DateTimeValue, PeriodValue } from '../values';
import { captured, TEST_FUNCTIONS, testContext } from './testFunctions';

/** The value an expression has inside a rule's `then`, with the given message fields. */
function valueOf(expression: string, fields: Record<string, unknown> = {}): unknown {
  captured.length = 0;
  const rule = parseRule(`rule "value"\nwhen true\nthen\n  capture(${expression});\nend`, TEST_FUNCTIONS);
  rule.then(testContext(fields));
  return captured[0];
}

function parseErrors(source: string): ParseErrorJson[] {
  try {
    parseRule(source, TEST_FUNCTIONS);
  } catch (error) {
    if (error instanceof RuleParseError) return error.errors;
    throw error;
  }
  throw new Error(`expected the rule to be refused:\n${source}`);
}

describe('rule grammar: values of expressions', () => {
  it.each<[string, unknown]>([
    // precedence and associativity
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 2 - 3', 5],
    ['100 / 10 / 5', 2],
    ['2 * 3 % 4', 2],
    ['1 -2', -1],
    ['-2 * -3', 6],
    ['- (2 + 3)', -5],
    ['1 + 2 == 3', true],
    ['1 < 2 == 2 < 3', true],
    ['true || false && false', true],
    ['(true || false) && false', false],
    ['!true == false', true],
    ['not false and true', true],
    ['false or not false', true],
  ])('%s', (expression, expected) => {
    expect(valueOf(expression)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    // integer and decimal arithmetic
    ['7 / 2', 3],
    ['-7 / 2', -3],
    ['7 % 3', 1],
    ['-7 % 3', -1],
    ['7.0 / 2.0', 3.5],
    ['7 / 2.0', 3.5],
    ['1 + 0.5', 1.5],
    ['1.5e2 + 1', 151],
    ['.5 + .25', 0.75],
    ['1_000L + 0x10 + 0b11', 1019],
    ['010', 10],
    ['9007199254740991 - 1', 9007199254740990],
    ['to_long("42") / 5', 8],
    ['$message.a + $message.b', 9],
    ['$message.a / $message.b', 3],
    ['$message.a / $message.c', 2.8],
  ])('arithmetic %s', (expression, expected) => {
    expect(valueOf(expression, { a: 7, b: 2, c: 2.5 })).toBe(expected);
  });

  it.each<[string, unknown]>([
    // string literals and escapes
    ['"plain"', 'plain'],
    ["'single'", 'single'],
    ['"tab\\there"', 'tab\there'],
    ['"line\\nbreak"', 'line\nbreak'],
    ['"quote \\" inside"', 'quote " inside'],
    ["'quote \\' inside'", "quote ' inside"],
    ['"back\\\\slash"', 'back\\slash'],
    ['"\\u00e9t\\u00E9"', 'été'],
    ['"\\101\\60"', 'A0'],
    ['"\\b\\f\\r"', '\b\f\r'],
    ['"a" + "b" + \'c\'', 'abc'],
    ['"multi\nline"', 'multi\nline'],
    ['"// not a comment"', '// not a comment'],
  ])('string %s', (expression, expected) => {
    expect(valueOf(expression)).toBe(expected);
  });

  it.each<[string, unknown]>([
    // lists, maps, fields, calls
    ['[1, "a", true]', [1, 'a', true]],
    ['[]', []],
    ['[1, [2, 3]][1]', [2, 3]],
    ['{a: 1, `b c`: "x", "d": [true]}', { a: 1, 'b c': 'x', d: [true] }],
    ['{}', {}],
    ['{a: {b: 5}}.a.b', 5],
    ['{a: {b: 5}}["a"]', { b: 5 }],
    ['map().nested.b', 'deep'],
    ['map()["nested"].b', 'deep'],
    ['map()["missing"]', null],
    ['map().some_key', null],
    ['{someKey: 3}.some_key', 3],
    ['list()[2]', 3],
    ['$message.count', 5],
    ['$message["count"]', 5],
    ['$message . count', 5],
    ['$message.`dash-name`', 'd'],
    ['$message.match', 'keyword'],
    ['$message."dash-name"', 'd'],
    ['$message.missing', undefined],
    ['to_string(to_long("41") + 1)', '42'],
    ['concat(concat("a", "b"), to_string(value: 3))', 'ab3'],
    ['to_string(value: $message.missing, default: "fallback")', 'fallback'],
    ['to_string($message.missing)', ''],
    ['has_field("count")', true],
    ['has_field(field: "nope")', false],
  ])('value %s', (expression, expected) => {
    expect(valueOf(expression, { count: 5, 'dash-name': 'd', match: 'keyword' })).toEqual(expected);
  });

  it('keeps a map literal key named __proto__ as an ordinary key', () => {
    const value = valueOf('{__proto__: 1}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('builds list and map literals anew for every evaluation', () => {
    captured.length = 0;
    const rule = parseRule('rule "r" when true then capture([1]); end', TEST_FUNCTIONS);
    rule.then(testContext());
    rule.then(testContext());
    expect(captured[0]).toEqual([1]);
    expect(captured[0]).not.toBe(captured[1]);
  });
});

describe('rule grammar: structure', () => {
  it('reads comments anywhere whitespace may be', () => {
    const rule = parseRule(
      [
        '// a rule about counts',
        'rule /* the name */ "commented" // trailing',
        'when',
        '  /* first */ has_field("count") // has it',
        '  && to_long($message.count) > /* five */ 4',
        'then',
        '  // nothing else',
        '  set_field("seen", true); /* done */',
        'end // bye',
      ].join('\n'),
      TEST_FUNCTIONS,
    );
    const ctx = testContext({ count: 5 });
    expect(rule.name).toBe('commented');
    expect(rule.when(ctx)).toBe(true);
    rule.then(ctx);
    expect(ctx.message.fields.seen).toBe(true);
  });

  it('takes keywords in any case and names as written', () => {
    const rule = parseRule('RULE "Upper Case" WHEN true THEN set_field("x", 1); End', TEST_FUNCTIONS);
    expect(rule.name).toBe('Upper Case');
    const ctx = testContext();
    rule.then(ctx);
    expect(ctx.message.fields.x).toBe(1);
  });

  it('accepts a rule without then, and empty statements', () => {
    expect(parseRule('rule "no actions" when true end', TEST_FUNCTIONS).when(testContext())).toBe(true);
    expect(() => parseRule('rule "empty" when true then ; ; end', TEST_FUNCTIONS).then(testContext())).not.toThrow();
  });

  it('keeps the exact source on the parsed rule', () => {
    const source = 'rule "s"\nwhen true\nend\n';
    expect(parseRule(source, TEST_FUNCTIONS).source).toBe(source);
  });

  it('evaluates let bindings in order, and a later let replaces the value', () => {
    captured.length = 0;
    const rule = parseRule(
      'rule "vars" when true then let a = 2; let b = a * 3; capture(b); let b = "now text"; capture(b + "!"); let `odd name` = 1; capture(`odd name`); end',
      TEST_FUNCTIONS,
    );
    rule.then(testContext());
    expect(captured).toEqual([6, 'now text!', 1]);
  });

  it('reads a declared variable as the field name after a dot, as Graylog does', () => {
    captured.length = 0;
    parseRule('rule "v" when true then let key = "b"; capture({a: 1, b: 2}.key); capture({key: 3}.key); end', TEST_FUNCTIONS).then(testContext());
    expect(captured).toEqual([2, null]);
  });

  it('fills the implicit message parameter with the current message unless one is given', () => {
    const rule = parseRule('rule "m" when has_field("here") then set_field("added", "yes"); end', TEST_FUNCTIONS);
    const withField = testContext({ here: 1 });
    expect(rule.when(withField)).toBe(true);
    expect(rule.when(testContext())).toBe(false);
    rule.then(withField);
    expect(withField.message.fields.added).toBe('yes');
  });
});

describe('rule language: null semantics', () => {
  it.each<[string, boolean]>([
    ['$message.missing == "x"', false],
    ['$message.missing != "x"', false],
    ['"x" != to_string($message.missing)', true],
    ['"x" == to_string($message.missing)', false],
    ['nothing() > 1', false],
    ['nothing() < 1', false],
    ['nothing() <= nothing()', false],
    ['maybe()', false],
    ['!maybe()', true],
    ['maybe() || true', true],
    ['maybe() && true', false],
    ['$message.present == "yes"', true],
    ['$message.present != "no"', true],
  ])('%s is %s', (condition, expected) => {
    const rule = parseRule(`rule "n" when ${condition} end`, TEST_FUNCTIONS);
    expect(rule.when(testContext({ present: 'yes' }))).toBe(expected);
  });

  it('fails arithmetic on a missing value with a RuleEvaluationError', () => {
    const rule = parseRule('rule "n"\nwhen\n  nothing() + 1 > 0\nend', TEST_FUNCTIONS);
    expect(() => rule.when(testContext())).toThrow("At 3:2 an exception was thrown: Cannot compute '+': the left operand is null");
  });

  it('reads a missing list, map or member as null', () => {
    expect(valueOf('{a: 1}.b')).toBeNull();
    expect(valueOf('$message.missing.inner')).toBeNull();
  });
});

describe('rule language: equality and comparison', () => {
  it.each<[string, boolean]>([
    ['1 == 1', true],
    ['1 == 1.0', true],
    ['"a" == "a"', true],
    ['"1" == 1', false],
    ['[1, {a: "b"}] == [1, {a: "b"}]', true],
    ['[1, 2] == [2, 1]', false],
    ['{a: 1} != {a: 2}', true],
    ['"apple" < "banana"', true],
    ['"b" >= "a"', true],
    ['2.5 > 2', true],
    ['3 <= 3', true],
    ['date("2021-01-01T00:00:00Z") < date("2021-01-02T00:00:00Z")', true],
    ['date("2021-01-01T00:00:00Z") == date("2021-01-01T01:00:00+01:00")', true],
    ['now() > now() - hours(1)', true],
  ])('%s is %s', (condition, expected) => {
    expect(parseRule(`rule "c" when ${condition} end`, TEST_FUNCTIONS).when(testContext())).toBe(expected);
  });

  it('fails a comparison of values that have no order at run time', () => {
    const rule = parseRule('rule "c" when $message.a < $message.b end', TEST_FUNCTIONS);
    expect(() => rule.when(testContext({ a: 'x', b: 1 }))).toThrow('Cannot compare a String with a Long');
    expect(rule.when(testContext({ a: 1, b: 2 }))).toBe(true);
  });
});

describe('rule language: dates and periods', () => {
  const instant = (expression: string): string => new Date((valueOf(expression) as DateTimeValue).epochMs).toISOString();

  it('adds and subtracts periods on the wall clock of the date', () => {
    expect(instant('date("2021-01-31T10:00:00Z") + months(1)')).toBe('2021-02-28T10:00:00.000Z');
    expect(instant('date("2021-03-01T10:00:00Z") - days(1)')).toBe('2021-02-28T10:00:00.000Z');
    expect(instant('months(1) + date("2020-02-29T10:00:00Z") - months(12)')).toBe('2019-03-29T10:00:00.000Z');
    // Across the DST change in Berlin (2021-03-28) a day keeps the local time: 23 hours pass.
    expect(instant('date("2021-03-27T11:00:00Z", "Europe/Berlin") + days(1)')).toBe('2021-03-28T10:00:00.000Z');
    expect(instant('date("2021-03-27T11:00:00Z", "Europe/Berlin") + hours(24)')).toBe('2021-03-28T11:00:00.000Z');
    expect((valueOf('date("2021-03-27T11:00:00Z", "Europe/Berlin") + days(1)') as DateTimeValue).zone).toBe('Europe/Berlin');
  });

  it('subtracts dates to their distance, and combines periods', () => {
    expect(valueOf('date("2021-01-01T00:00:00Z") - date("2021-01-01T00:00:01Z")')).toEqual(new PeriodValue({ millis: 1000 }));
    expect(valueOf('days(2) - days(1) + hours(3)')).toEqual(new PeriodValue({ days: 1, hours: 3 }));
  });

  it('reads Joda properties of a date', () => {
    expect(valueOf('now().year')).toBe(2021);
    expect(valueOf('now().month_of_year')).toBe(3);
    expect(valueOf('now().dayOfWeek')).toBe(4);
    expect(valueOf('date("2021-03-04T23:30:00Z", "Europe/Berlin").day_of_month')).toBe(5);
  });
});

describe('rule language: evaluation errors', () => {
  it('names the failing function and its position, and stops the statements there', () => {
    const rule = parseRule('rule "e"\nwhen true\nthen\n  set_field("before", 1);\n  fail("boom");\n  set_field("after", 1);\nend', TEST_FUNCTIONS);
    const ctx = testContext();
    let thrown: unknown;
    try {
      rule.then(ctx);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      name: 'RuleEvaluationError',
      message: "In call to function 'fail' at 5:2 an exception was thrown: boom",
      line: 5,
      positionInLine: 2,
      functionName: 'fail',
    });
    expect(ctx.message.fields.before).toBe(1);
    expect(ctx.message.fields.after).toBeUndefined();
  });

  it('reports the innermost failing function of nested calls', () => {
    const rule = parseRule('rule "e" when to_string(fail("inner")) == "x" end', TEST_FUNCTIONS);
    expect(() => rule.when(testContext())).toThrow("In call to function 'fail' at 1:24 an exception was thrown: inner");
  });

  it.each([
    ['list()[3]', 'Index 3 out of bounds for length 3'],
    ['1 / (2 - 2)', '/ by zero'],
    ['-$message.text', "Value of '$message.text' is not a number: abc"],
    ['$message.a + $message.text', "Cannot apply '+' to a Long and a String"],
  ])('%s fails with "%s"', (expression, message) => {
    expect(() => valueOf(expression, { a: 1, text: 'abc' })).toThrow(message);
  });

  it('divides doubles by zero as Java does', () => {
    expect(valueOf('1.0 / 0.0')).toBe(Infinity);
  });
});

describe('rule parse errors', () => {
  it.each<[string, string, Partial<ParseErrorJson>]>([
    [
      'a call left open before then',
      'rule "broken"\nwhen\n  has_field("path"\nthen\nend',
      { type: 'syntax_error', line: 4, position_in_line: 0, reason: "Expected ',' or ')' but found 'then'" },
    ],
    ['a missing semicolon', 'rule "x"\nwhen true\nthen\n  set_field("a", 1)\nend', { type: 'syntax_error', line: 5, position_in_line: 0, reason: "Expected ';' but found 'end'" }],
    ['an empty condition', 'rule "x" when then end', { type: 'syntax_error', line: 1, position_in_line: 14, reason: "Expected an expression but found 'then'" }],
    ['a missing rule name', 'rule when true end', { type: 'syntax_error', line: 1, position_in_line: 5, reason: "Expected string but found 'when'" }],
    ['text after end', 'rule "x" when true end rule', { type: 'syntax_error', line: 1, position_in_line: 23, reason: "Expected end of input but found 'rule'" }],
    [
      'one = in a condition',
      'rule "x" when to_string($message.x) = "a" end',
      { type: 'syntax_error', line: 1, position_in_line: 36, reason: "Expected 'then' or 'end' but found '=' (compare with '==')" },
    ],
    ['an assignment without let', 'rule "x" when true then x = 1; end', { type: 'syntax_error', line: 1, position_in_line: 26, reason: "Expected '(' but found '='" }],
    ['a keyword as a variable', 'rule "x" when true then let end = 1; end', { type: 'syntax_error', line: 1, position_in_line: 28, reason: "Expected identifier but found 'end'" }],
    ['an unknown escape', 'rule "x" when "a\\d" == "b" end', { type: 'syntax_error', line: 1, position_in_line: 16 }],
    ['an unterminated string', 'rule "x" when "abc end', { type: 'syntax_error', line: 1, position_in_line: 14, reason: 'Unterminated string: " is never closed' }],
    ['an unterminated comment', 'rule "x" when true /* end', { type: 'syntax_error', line: 1, position_in_line: 19, reason: 'Unterminated comment: /* is never closed by */' }],
    ['a Long too large', 'rule "x" when 9223372036854775808 > 1 end', { type: 'syntax_error', line: 1, position_in_line: 14 }],
    ['mixed named and positional arguments', 'rule "x" when to_string(1, default: "x") == "" end', { type: 'syntax_error', line: 1, position_in_line: 34 }],
    [
      'an unknown function',
      'rule "x"\nwhen\n  nope("a")\nend',
      { type: 'undeclared_function', line: 3, position_in_line: 2, reason: 'Unknown function nope in line 3 pos 2' },
    ],
    [
      'a wrong argument type',
      'rule "x"\nwhen true\nthen\n  set_field("n", concat(1, "b"));\nend',
      { type: 'incompatible_argument_type', line: 4, position_in_line: 17, reason: 'Expected type String for argument first but found Long in call to function concat in line 4 pos 17' },
    ],
    [
      'a field value where a string is declared',
      'rule "x" when concat($message.a, "b") == "" end',
      { type: 'incompatible_argument_type', line: 1, position_in_line: 14, reason: 'Expected type String for argument first but found Object in call to function concat in line 1 pos 14' },
    ],
    [
      'too few arguments',
      'rule "x" when concat("a") == "" end',
      { type: 'wrong_number_of_arguments', line: 1, position_in_line: 14, reason: 'Expected 2 arguments but found 1 in call to function concat in line 1 pos 14' },
    ],
    [
      'too many arguments to a function without optional parameters',
      'rule "x" when concat("a", "b", "c") == "" end',
      { type: 'wrong_number_of_arguments', line: 1, position_in_line: 14, reason: 'Expected 2 arguments but found 3 in call to function concat in line 1 pos 14' },
    ],
    [
      'no arguments where some are required',
      'rule "x" when has_field() end',
      { type: 'wrong_number_of_arguments', line: 1, position_in_line: 14, reason: 'Expected 1 arguments but found 0 in call to function has_field in line 1 pos 14' },
    ],
    [
      'a missing required named argument',
      'rule "x" when to_string(default: "d") == "" end',
      { type: 'missing_required_param', line: 1, position_in_line: 14, reason: 'Missing required parameter value of type Object in call to function to_string in line 1 pos 14' },
    ],
    [
      'named arguments of the wrong number to a function without optional parameters',
      'rule "x" when concat(first: "a", second: "b", third: "c") == "" end',
      { type: 'wrong_number_of_arguments', line: 1, position_in_line: 14, reason: 'Expected 2 arguments but found 3 in call to function concat in line 1 pos 14' },
    ],
    [
      'no arguments where a required one follows an optional one',
      'rule "x" when req_after_opt() > 0 end',
      { type: 'wrong_number_of_arguments', line: 1, position_in_line: 14, reason: 'Expected 1 arguments but found 0 in call to function req_after_opt in line 1 pos 14' },
    ],
    [
      'positional arguments where optional ones come first',
      'rule "x" when req_after_opt(1, 2) > 0 end',
      { type: 'must_name_optional_params', line: 1, position_in_line: 14, reason: 'Function req_after_opt has optional parameters, must use named parameters to call in line 1 pos 14' },
    ],
    [
      'a constant the function refuses',
      'rule "x"\nwhen true\nthen\n  capture(regex("(", "abc"));\nend',
      { type: 'invalid_function_argument', line: 4, position_in_line: 16, reason: 'Unable to pre-compute value for 1st argument pattern in call to function regex: Invalid regular expression (' },
    ],
    ['an undeclared variable', 'rule "x" when x == 1 end', { type: 'undeclared_variable', line: 1, position_in_line: 14, reason: 'Undeclared variable x in line 1 pos 14' }],
    [
      'a variable used before its let',
      'rule "x" when true then capture(y); let y = 1; end',
      { type: 'undeclared_variable', line: 1, position_in_line: 32 },
    ],
    [
      'a condition that is not boolean',
      'rule "x"\nwhen\n  $message.flag\nend',
      { type: 'incompatible_type', line: 3, position_in_line: 2, reason: 'Expected type Boolean but found Object in line 3 pos 2' },
    ],
    ['a negated string', 'rule "x" when !"a" end', { type: 'incompatible_type', line: 1, position_in_line: 14, reason: 'Expected type Boolean but found String in line 1 pos 14' }],
    ['a non-boolean operand of and', 'rule "x" when true && 1 end', { type: 'incompatible_type', line: 1, position_in_line: 22, reason: 'Expected type Boolean but found Long in line 1 pos 22' }],
    [
      'a comparison of a number with a string',
      'rule "x" when 1 < "a" end',
      { type: 'incompatible_types', line: 1, position_in_line: 14, reason: 'Incompatible types (1) : Long <=> ("a") : String in line 1 pos 14' },
    ],
    [
      'a comparison of a field with a number',
      'rule "x" when $message.n > 5 end',
      { type: 'incompatible_types', line: 1, position_in_line: 14, reason: 'Incompatible types ($message.n) : Object <=> (5) : Long in line 1 pos 14' },
    ],
    [
      'an addition of a number and a string',
      'rule "x" when true then capture((1 + 2) + "a"); end',
      { type: 'incompatible_types', line: 1, position_in_line: 32, reason: 'Incompatible types (1 + 2) : Long <=> ("a") : String in line 1 pos 32' },
    ],
    ['a subtraction of strings', 'rule "x" when true then capture("a" - "b"); end', { type: 'invalid_operation', line: 1, position_in_line: 32, reason: 'Invalid operation: Unable to subtract two strings' }],
    ['an addition of dates', 'rule "x" when true then capture(now() + now()); end', { type: 'invalid_operation', line: 1, position_in_line: 32, reason: 'Invalid operation: Unable to add two dates' }],
    ['a comparison of booleans', 'rule "x" when true < false end', { type: 'invalid_operation', line: 1, position_in_line: 14 }],
    ['a negated string literal', 'rule "x" when true then capture(-"a"); end', { type: 'invalid_operation', line: 1, position_in_line: 32 }],
    ['an index on a field value', 'rule "x" when true then capture($message.tags[0]); end', { type: 'non_indexable', line: 1, position_in_line: 32, reason: 'Cannot index value of type Object in line 1 pos 32' }],
    [
      'a string index on a list',
      'rule "x" when true then capture(list()["a"]); end',
      { type: 'incompatible_index_type', line: 1, position_in_line: 32, reason: 'Expected type Long but found String when indexing in line 1 pos 32' },
    ],
    ['a number index on a map', 'rule "x" when true then capture(map()[0]); end', { type: 'incompatible_index_type', line: 1, position_in_line: 32 }],
    ['a message field named by a number', 'rule "x" when true then capture($message[1]); end', { type: 'incompatible_type', line: 1, position_in_line: 32, reason: 'Expected type String but found Long in line 1 pos 32' }],
  ])('%s', (_name, source, expected) => {
    const errors = parseErrors(source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject(expected);
    expect(Object.keys(errors[0]).sort()).toEqual(['line', 'position_in_line', 'reason', 'type']);
  });

  it('ignores what Graylog ignores: positional arguments beyond an optional parameter, undeclared named ones', () => {
    // PipelineRuleParser maps positional arguments onto the parameters and drops the rest when some are optional;
    // named arguments the function does not declare are never read.
    expect(parseRule('rule "x" when to_string(1, "a", "b") == "1" end', TEST_FUNCTIONS).when(testContext())).toBe(true);
    expect(parseRule('rule "x" when to_long("x", 7, 99) == 7 end', TEST_FUNCTIONS).when(testContext())).toBe(true);
    expect(parseRule('rule "x" when to_string(value: 1, defualt: "d") == "1" end', TEST_FUNCTIONS).when(testContext())).toBe(true);
  });

  it('still checks the arguments it ignores, and the types of the arguments a refused call was given', () => {
    expect(parseErrors('rule "x" when to_string(1, "a", y) == "" end').map((e) => e.type)).toEqual(['undeclared_variable']);
    // As Graylog: a wrong count where every parameter is required binds what was given, so its types are checked too.
    expect(parseErrors('rule "x" when concat(1) == "" end').map((e) => e.type)).toEqual(['wrong_number_of_arguments', 'incompatible_argument_type']);
  });

  it('words an unknown escape and a Long out of range', () => {
    expect(parseErrors('rule "x" when "a\\d" == "b" end')[0].reason).toContain('Invalid escape sequence \\d');
    expect(parseErrors('rule "x" when 9223372036854775808 > 1 end')[0].reason).toBe('The number 9223372036854775808 does not fit in a Long in line 1 pos 14');
    expect(parseRule('rule "x" when -9223372036854775808 < 0 end', TEST_FUNCTIONS).when(testContext())).toBe(true);
  });

  it('collects every semantic error in one pass, in source order', () => {
    const errors = parseErrors(['rule "many"', 'when', '  unknown_one() && x', 'then', '  set_field("a", concat(1, 2));', '  unknown_two();', 'end'].join('\n'));
    expect(errors.map((e) => [e.type, e.line, e.position_in_line])).toEqual([
      ['undeclared_function', 3, 2],
      ['undeclared_variable', 3, 19],
      ['incompatible_argument_type', 5, 17],
      ['incompatible_argument_type', 5, 17],
      ['undeclared_function', 6, 2],
    ]);
  });

  it('does not pile further errors on an expression already in error', () => {
    const errors = parseErrors('rule "x" when nope() > 1 && concat(nope(), "a") == "b" end');
    expect(errors.map((e) => e.type)).toEqual(['undeclared_function', 'undeclared_function']);
  });

  it('refuses absurdly deep nesting with an error, not a crash', () => {
    const parenthesised = `${'('.repeat(300)}1${')'.repeat(300)}`;
    expect(parseRule(`rule "parens" when ${parenthesised} == 1 end`, TEST_FUNCTIONS).when(testContext())).toBe(true);
    const deep = `${'['.repeat(300)}${']'.repeat(300)}`;
    expect(parseErrors(`rule "deep" when ${deep} == 1 end`)[0]).toMatchObject({ type: 'syntax_error', reason: 'Expressions are nested more than 200 levels deep' });
    const deeper = `${'['.repeat(20000)}${']'.repeat(20000)}`;
    expect(parseErrors(`rule "deeper" when ${deeper} == 1 end`)[0].type).toBe('syntax_error');
  });

  it('counts positions in UTF-16 units from the start of the line, as Java does', () => {
    // ü is one unit, the emoji two.
    const errors = parseErrors('rule "é"\n  when "ü😀" == nope() end');
    expect(errors[0]).toMatchObject({ type: 'undeclared_function', line: 2, position_in_line: 16 });
  });
});

describe('pipeline grammar', () => {
  it('reads several stages in order, with either and all, rules with and without semicolons', () => {
    const pipeline = parsePipeline(
      [
        '// routing for the shop',
        'pipeline "Shop \\"main\\""',
        'stage 10 match ALL',
        '  rule "second a";',
        '  rule "second b"',
        'stage -1 match either',
        '  rule "first"',
        'Stage 0 Match Either',
        'end',
      ].join('\n'),
    );
    expect(pipeline).toEqual({
      name: 'Shop "main"',
      stages: [
        { stage: -1, match: 'EITHER', ruleNames: ['first'] },
        { stage: 0, match: 'EITHER', ruleNames: [] },
        { stage: 10, match: 'ALL', ruleNames: ['second a', 'second b'] },
      ],
    });
  });

  it.each<[string, string, Partial<ParseErrorJson>]>([
    ['no stage', 'pipeline "p"\nend', { type: 'syntax_error', line: 2, position_in_line: 0, reason: "Expected 'stage' but found 'end'" }],
    ['a stage without match', 'pipeline "p" stage 1 rule "a" end', { type: 'syntax_error', line: 1, position_in_line: 21, reason: "Expected 'match' but found 'rule'" }],
    ['a wrong match mode', 'pipeline "p" stage 1 match any end', { type: 'syntax_error', line: 1, position_in_line: 27, reason: "Expected 'all' or 'either' but found 'any'" }],
    ['a stage number that is not one', 'pipeline "p" stage one match all end', { type: 'syntax_error', line: 1, position_in_line: 19, reason: "Expected stage number but found 'one'" }],
    ['a rule without a name', 'pipeline "p" stage 1 match all rule end', { type: 'syntax_error', line: 1, position_in_line: 36, reason: "Expected string but found 'end'" }],
    ['a missing end', 'pipeline "p" stage 1 match all rule "a"', { type: 'syntax_error', line: 1, position_in_line: 39, reason: "Expected ';', 'rule', 'stage' or 'end' but found end of input" }],
    ['a stage declared twice', 'pipeline "p"\nstage 1 match all\nstage 1 match either\nend', { type: 'syntax_error', line: 3, position_in_line: 0, reason: 'Stage 1 is declared more than once' }],
    ['a rule where a pipeline is expected', 'rule "r" when true end', { type: 'syntax_error', line: 1, position_in_line: 0, reason: "Expected 'pipeline' but found 'rule'" }],
  ])('refuses %s', (_name, source, expected) => {
    let errors: ParseErrorJson[] = [];
    try {
      parsePipeline(source);
    } catch (error) {
      if (error instanceof RuleParseError) errors = error.errors;
      else throw error;
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject(expected);
  });
});

describe('rule language with the function library', () => {
  it('parses and runs a rule written for Graylog', () => {
    const rule = parseRule(
      [
        'rule "tag checkout"',
        'when',
        '  has_field("path") && starts_with(to_string($message.path), "/checkout")',
        'then',
        '  set_field("flow", "checkout");',
        '  set_field(field: "path_length", value: 3);',
        'end',
      ].join('\n'),
      functionRegistry(),
    );
    const ctx = testContext({ path: '/checkout/42' });
    expect(rule.when(ctx)).toBe(true);
    rule.then(ctx);
    expect(ctx.message.fields).toMatchObject({ flow: 'checkout', path_length: 3 });
    expect(rule.when(testContext({ path: '/cart' }))).toBe(false);
  });

  it('refuses a field value passed where the library declares a String', () => {
    expect(() => parseRule('rule "r" when starts_with($message.path, "/") end', functionRegistry())).toThrow(RuleParseError);
  });
});

describe('rule evaluation cost', () => {
  it('evaluates a has_field condition in well under a microsecond', () => {
    const rule = parseRule('rule "fast" when has_field("path") end', TEST_FUNCTIONS);
    const ctx = testContext({ path: '/x' });
    for (let i = 0; i < 20_000; i++) rule.when(ctx);
    const runs = 200_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) rule.when(ctx);
    const nsEach = Number(process.hrtime.bigint() - started) / runs;
    // Typically ~15 ns; the bound leaves room for a busy shared machine.
    expect(nsEach).toBeLessThan(1000);
  });
});
