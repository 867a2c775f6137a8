// Local receivers for notification tests: an HTTP endpoint that records what was POSTed, and an SMTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpListener {
  url: (path?: string) => string;
  received: ReceivedRequest[];
  /** Status answered to the next requests (default 200). */
  respondWith: (status: number) => void;
  close: () => Promise<void>;
}

export async function startHttpListener(): Promise<HttpListener> {
  const received: ReceivedRequest[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    respondWith: (next) => { status = next; },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpListener {
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

export async function startSmtpListener(options: { username?: string; password?: string } = {}): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: options.username ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.username,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.username && auth.password === options.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
