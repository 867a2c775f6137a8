// A real LDAP directory for tests: Debian's slapd on a free port of 127.0.0.1, with a temporary
// database seeded with an organisation, ou=people and the given people (inetOrgPerson, uid naming).
// Used by the authentication service tests and the end-to-end tests.
//
//   const ldap = await startSlapd({ people: [{ uid: 'dora', password: 'dora-Secret-7' }] });
//   ... backend config: servers [{ host: ldap.host, port: ldap.port }], system_user_dn: ldap.adminDn ...
//   await ldap.stop();
//
// slapd runs in the foreground (-d 0) as a child process, so stopping it is killing that child.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Attribute, Change, Client } from 'ldapts';

export interface DirectoryPerson {
  uid: string;
  password: string;
  /** Full name; default "<uid> Person". */
  cn?: string;
  /** Surname; default the last word of cn. */
  sn?: string;
  /** E-mail; default <uid>@example.org. */
  mail?: string;
}

export interface SlapdOptions {
  people?: DirectoryPerson[];
  /** Default dc=example,dc=org. */
  baseDn?: string;
  /** Password of the directory's admin (rootdn); default admin-Secret-1. */
  adminPassword?: string;
}

export interface Slapd {
  host: string;
  port: number;
  /** ldap://127.0.0.1:<port> */
  url: string;
  baseDn: string;
  /** ou=people,<baseDn>: where people are, the user search base. */
  peopleDn: string;
  /** cn=admin,<baseDn>: the directory's admin, usable as system user. */
  adminDn: string;
  adminPassword: string;
  /** The DN of a person added under ou=people. */
  dnOf: (uid: string) => string;
  addUser: (person: DirectoryPerson) => Promise<void>;
  setPassword: (uid: string, password: string) => Promise<void>;
  removeUser: (uid: string) => Promise<void>;
  /** Stops slapd and removes its files; the port refuses connections afterwards. */
  stop: () => Promise<void>;
}

const SCHEMA_DIR = '/etc/ldap/schema';
const SLAPD = '/usr/sbin/slapd';

/** Where back_mdb.so lives (Debian: /usr/lib/ldap). */
function moduleDir(): string {
  for (const candidate of ['/usr/lib/ldap', '/usr/lib/x86_64-linux-gnu/ldap', '/usr/lib/aarch64-linux-gnu/ldap', '/usr/lib/openldap']) {
    if (fs.existsSync(path.join(candidate, 'back_mdb.so'))) return candidate;
  }
  throw new Error('slapd tests need back_mdb.so (apt-get install -y slapd ldap-utils)');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function personEntry(person: DirectoryPerson): Record<string, string | string[]> {
  const cn = person.cn ?? `${person.uid} Person`;
  return {
    objectClass: ['inetOrgPerson', 'organizationalPerson', 'person', 'top'],
    uid: person.uid,
    cn,
    sn: person.sn ?? cn.split(' ').pop() ?? cn,
    mail: person.mail ?? `${person.uid}@example.org`,
    userPassword: person.password,
  };
}

export async function startSlapd(options: SlapdOptions = {}): Promise<Slapd> {
  if (!fs.existsSync(SLAPD)) throw new Error('slapd is not installed (apt-get install -y slapd ldap-utils)');
  const baseDn = options.baseDn ?? 'dc=example,dc=org';
  const adminPassword = options.adminPassword ?? 'admin-Secret-1';
  const adminDn = `cn=admin,${baseDn}`;
  const peopleDn = `ou=people,${baseDn}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slapd-test-'));
  fs.mkdirSync(path.join(dir, 'db'));
  const config = [
    `include ${SCHEMA_DIR}/core.schema`,
    `include ${SCHEMA_DIR}/cosine.schema`,
    `include ${SCHEMA_DIR}/inetorgperson.schema`,
    `pidfile ${path.join(dir, 'slapd.pid')}`,
    `modulepath ${moduleDir()}`,
    'moduleload back_mdb',
    'database mdb',
    `suffix "${baseDn}"`,
    `rootdn "${adminDn}"`,
    `rootpw ${adminPassword}`,
    `directory ${path.join(dir, 'db')}`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'slapd.conf'), config);

  const host = '127.0.0.1';
  const port = await freePort();
  const url = `ldap://${host}:${port}`;
  let output = '';
  const child: ChildProcess = spawn(SLAPD, ['-f', path.join(dir, 'slapd.conf'), '-h', `${url}/`, '-d', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const asAdmin = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const client = new Client({ url, timeout: 5000, connectTimeout: 2000 });
    try {
      await client.bind(adminDn, adminPassword);
      return await work(client);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  };

  // Ready once the admin can bind; slapd takes a few hundred milliseconds.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`slapd exited at start: ${output.trim().split('\n').slice(-3).join(' | ')}`);
    }
    try {
      await asAdmin(async () => undefined);
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`slapd did not answer on ${url}: ${String(error)}`);
      }
      await sleep(100);
    }
  }

  const dnOf = (uid: string) => `uid=${uid},${peopleDn}`;
  const organisation = baseDn.split(',')[0].split('=')[1];
  await asAdmin(async (client) => {
    await client.add(baseDn, { objectClass: ['dcObject', 'organization'], o: organisation, dc: organisation });
    await client.add(peopleDn, { objectClass: ['organizationalUnit'], ou: 'people' });
    for (const person of options.people ?? []) await client.add(dnOf(person.uid), personEntry(person));
  });

  return {
    host,
    port,
    url,
    baseDn,
    peopleDn,
    adminDn,
    adminPassword,
    dnOf,
    addUser: (person) => asAdmin((client) => client.add(dnOf(person.uid), personEntry(person))),
    setPassword: (uid, password) => asAdmin((client) =>
      client.modify(dnOf(uid), new Change({ operation: 'replace', modification: new Attribute({ type: 'userPassword', values: [password] }) }))),
    removeUser: (uid) => asAdmin((client) => client.del(dnOf(uid))),
    stop,
  };
}
