// Parses HTTP Basic credentials. Graylog overloads them: `<session id>:session`,
// `<token>:token`, or a real `<username>:<password>`.
export type Credentials =
  | { kind: 'session'; sessionId: string }
  | { kind: 'token'; token: string }
  | { kind: 'password'; username: string; password: string };

export function parseBasicAuth(header: string | undefined): Credentials | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const name = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (secret === 'session') return { kind: 'session', sessionId: name };
  if (secret === 'token') return { kind: 'token', token: name };
  return { kind: 'password', username: name, password: secret };
}

export function basicAuthHeader(name: string, secret: string): string {
  return `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;
}
