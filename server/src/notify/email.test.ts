import { DeliveryError } from './deliveryError';
import { NO_SMTP_MESSAGE, sendEmail } from './email';
import { startSmtpListener, type SmtpListener } from './testListeners';

let smtp: SmtpListener | undefined;

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

async function refusal(promise: Promise<void>): Promise<string> {
  const error: unknown = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DeliveryError);
  return (error as DeliveryError).message;
}

test('without an SMTP server, sending says how to configure one', async () => {
  const message = await refusal(sendEmail(undefined, { recipients: ['a@example.org'], subject: 's', body: 'b' }));
  expect(message).toBe(NO_SMTP_MESSAGE);
  expect(message).toMatch('--smtp-host');
  expect(message).toMatch('SMTP_HOST');
});

test('sends a plain-text mail to every recipient, from the configured sender', async () => {
  smtp = await startSmtpListener();
  await sendEmail(
    { host: '127.0.0.1', port: smtp.port, tls: 'none', from: 'graylog@example.org' },
    { recipients: ['ops@example.org', ' dev@example.org '], subject: 'Stream had 3 messages', body: 'Alert body\nline two' },
  );
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail.from).toBe('graylog@example.org');
  expect(mail.to).toEqual(['ops@example.org', 'dev@example.org']);
  expect(mail.data).toMatch(/^Subject: Stream had 3 messages$/m);
  expect(mail.data).toMatch(/Alert body\r?\nline two/);
});

test('a sender given with the mail replaces the configured one; credentials are used', async () => {
  smtp = await startSmtpListener({ username: 'mailer', password: 's3cret' });
  await sendEmail(
    { host: '127.0.0.1', port: smtp.port, tls: 'none', from: 'graylog@example.org', username: 'mailer', password: 's3cret' },
    { recipients: ['ops@example.org'], subject: 's', body: 'b', sender: 'alerts@example.org' },
  );
  expect(smtp.received.map((mail) => mail.from)).toEqual(['alerts@example.org']);
});

test('a refused login, no recipients and an unreachable server are delivery errors', async () => {
  smtp = await startSmtpListener({ username: 'mailer', password: 's3cret' });
  const settings = { host: '127.0.0.1', port: smtp.port, tls: 'none' as const, from: 'g@example.org' };
  await expect(refusal(sendEmail({ ...settings, username: 'mailer', password: 'wrong' }, { recipients: ['a@example.org'], subject: 's', body: 'b' })))
    .resolves.toMatch(`Email could not be sent through 127.0.0.1:${smtp.port}`);
  await expect(refusal(sendEmail(settings, { recipients: [' '], subject: 's', body: 'b' }))).resolves.toMatch('no recipients');
  const port = smtp.port;
  await smtp.close();
  smtp = undefined;
  await expect(refusal(sendEmail({ ...settings, port }, { recipients: ['a@example.org'], subject: 's', body: 'b' }))).resolves.toMatch('could not be sent');
  expect(smtp).toBeUndefined();
});
