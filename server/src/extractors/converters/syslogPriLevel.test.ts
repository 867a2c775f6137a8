import { converter } from './testing';

describe('syslog_pri_level converter', () => {
  it('answers the severity of a PRI value, as a number like Graylog', () => {
    expect(converter('syslog_pri_level').convert('13')).toBe(5);
    expect(converter('syslog_pri_level').convert('0')).toBe(0);
    expect(converter('syslog_pri_level').convert('191')).toBe(7);
  });

  it('leaves text that is not a number alone', () => {
    expect(converter('syslog_pri_level').convert('<13>')).toBe('<13>');
  });
});
