import { converter } from './testing';

describe('syslog_pri_facility converter', () => {
  it('answers the name of the facility of a PRI value', () => {
    expect(converter('syslog_pri_facility').convert('13')).toBe('user-level');
    expect(converter('syslog_pri_facility').convert('22')).toBe('mail');
    expect(converter('syslog_pri_facility').convert('134')).toBe('local0');
  });

  it('leaves text that is not a number alone', () => {
    expect(converter('syslog_pri_facility').convert('mail')).toBe('mail');
  });
});
