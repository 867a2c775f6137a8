// The parameter rule: required = neither optional nor defaulted; values come from the execution's
// binding, the stored binding, then the default; `$name$` is replaced in query strings.
import { ApiError } from '../http/errors';
import { bindParameters, isRequired, substituteParameters } from './parameters';
import type { ParameterInput } from './searchSchema';

const parameter = (extra: Partial<ParameterInput> = {}): ParameterInput => ({ type: 'value-parameter-v1', name: 'host', ...extra });

describe('search parameters', () => {
  it('calls a parameter required when it is neither optional nor has a default', () => {
    expect(isRequired(parameter())).toBe(true);
    expect(isRequired(parameter({ optional: true }))).toBe(false);
    expect(isRequired(parameter({ default_value: 'web' }))).toBe(false);
    expect(isRequired(parameter({ defaultValue: 0 }))).toBe(false);
    expect(isRequired(parameter({ default_value: null }))).toBe(true);
  });

  it('refuses an execution without a value for a required parameter, naming it', () => {
    expect(() => bindParameters([parameter({ name: 'source_host' })], {})).toThrow(ApiError);
    expect(() => bindParameters([parameter({ name: 'source_host' })], undefined)).toThrow('Unbound required parameter used: source_host');
    expect(() => bindParameters([parameter({ name: 'source_host' })], { source_host: { type: 'value', value: null } })).toThrow(/source_host/);
  });

  it('takes the execution binding, then the stored binding, then the default', () => {
    const stored = parameter({ binding: { type: 'value', value: 'stored' }, default_value: 'default' });
    expect(bindParameters([stored], { host: { type: 'value', value: 'bound' } }).get('host')).toBe('bound');
    expect(bindParameters([stored], {}).get('host')).toBe('stored');
    expect(bindParameters([parameter({ default_value: 'default' })], {}).get('host')).toBe('default');
    expect(bindParameters([parameter({ optional: true })], {}).get('host')).toBe('');
    expect(bindParameters([parameter()], { host: { type: 'value', value: 42 } }).get('host')).toBe('42');
  });

  it('replaces $name$ of known parameters only', () => {
    const values = new Map([['host', 'web-01'], ['level', '3']]);
    expect(substituteParameters('source:$host$ AND level:<$level$', values)).toBe('source:web-01 AND level:<3');
    expect(substituteParameters('price:$dollars$ $host$$host$', values)).toBe('price:$dollars$ web-01web-01');
    expect(substituteParameters('no parameters', values)).toBe('no parameters');
  });
});
