import { parseCli, UsageError, USAGE } from '../options';
import { readSmtpSettings } from './smtpSettings';

test('no SMTP host means no SMTP settings', () => {
  expect(readSmtpSettings({}, {})).toBeUndefined();
  expect(parseCli([], {}, '/').smtp).toBeUndefined();
});

test('flags win over the environment; port defaults follow the TLS mode', () => {
  expect(parseCli(['--smtp-host', 'mail.example.org', '--smtp-from', 'graylog@example.org'], { SMTP_HOST: 'other', SMTP_FROM: 'x@y' }, '/').smtp)
    .toEqual({ host: 'mail.example.org', port: 25, from: 'graylog@example.org' });
  expect(readSmtpSettings({}, { SMTP_HOST: 'm', SMTP_FROM: 'a@b', SMTP_TLS: 'TLS' })).toEqual({ host: 'm', port: 465, from: 'a@b', tls: 'tls' });
  expect(readSmtpSettings({ port: '2525' }, {
    SMTP_HOST: 'm', SMTP_FROM: 'a@b', SMTP_TLS: 'starttls', SMTP_USERNAME: 'u', SMTP_PASSWORD: 'p',
  })).toEqual({ host: 'm', port: 2525, from: 'a@b', tls: 'starttls', username: 'u', password: 'p' });
});

test('bad SMTP options are usage errors naming the option', () => {
  const parse = (argv: string[], env: Record<string, string> = {}) => () => parseCli(argv, env, '/');
  expect(parse(['--smtp-host', 'm'])).toThrow(new UsageError('An SMTP host needs a sender address: --smtp-from or SMTP_FROM'));
  expect(parse(['--smtp-host', 'm', '--smtp-from', 'a@b', '--smtp-port', '70000'])).toThrow('Invalid SMTP port "70000"');
  expect(parse([], { SMTP_HOST: 'm', SMTP_FROM: 'a@b', SMTP_TLS: 'maybe' })).toThrow('Invalid SMTP_TLS "maybe"');
  expect(parse([], { SMTP_HOST: 'm', SMTP_FROM: 'a@b', SMTP_PASSWORD: 'p' })).toThrow('SMTP_PASSWORD is set but SMTP_USERNAME is not');
});

test('the usage text names every SMTP option but never a password value', () => {
  for (const name of ['--smtp-host', '--smtp-port', '--smtp-from', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'SMTP_USERNAME', 'SMTP_PASSWORD', 'SMTP_TLS']) {
    expect(USAGE).toContain(name);
  }
});
