import { parseCli, UsageError } from '../options';

test('the alert check interval comes from --alert-check-interval or ALERT_CHECK_INTERVAL, in seconds', () => {
  expect(parseCli([], {}, '/').alertCheckIntervalMs).toBeUndefined();
  expect(parseCli(['--alert-check-interval', '5'], { ALERT_CHECK_INTERVAL: '9' }, '/').alertCheckIntervalMs).toBe(5000);
  expect(parseCli([], { ALERT_CHECK_INTERVAL: '2' }, '/').alertCheckIntervalMs).toBe(2000);
  expect(() => parseCli(['--alert-check-interval', '0'], {}, '/')).toThrow('Invalid alert check interval "0"');
  expect(() => parseCli([], { ALERT_CHECK_INTERVAL: '1.5' }, '/')).toThrow(UsageError);
});
