import { call } from './testing';

describe('syslog', () => {
  it.each([
    ['syslog_level', 3, 'Error'],
    ['syslog_level', '7', 'Debug'],
    ['syslog_level', 9, 'Unknown'],
    ['syslog_level', 'x', 'Unknown'],
    ['syslog_facility', 4, 'auth'],
    ['syslog_facility', 13, 'log audit'],
    ['syslog_facility', 23, 'local7'],
    ['syslog_facility', 24, 'Unknown'],
  ])('%s(%p) is %s', (name, value, expected) => {
    expect(call(name, { value })).toBe(expected);
  });

  it('expand_syslog_priority splits a priority into level and facility', () => {
    expect(call('expand_syslog_priority', { value: 34 })).toEqual({ level: 2, facility: 4 });
    expect(call('expand_syslog_priority', { value: '165' })).toEqual({ level: 5, facility: 20 });
    expect(call('expand_syslog_priority_as_string', { value: 34 })).toEqual({ level: 'Critical', facility: 'auth' });
    expect(() => call('expand_syslog_priority', { value: 'x' })).toThrow('For input string: "x"');
  });
});
