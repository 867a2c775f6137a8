// dnslookup against a local DNS server stub: A records with their TTL, a name that does not exist, a server
// that refuses, and Graylog's checks of the configuration.
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { ConfigReader } from '../configReader';
import { dnsType, domainOf, parseServers } from './dns';
import { adapterDto, testEnv, type TestEnv } from './testEnv';

/** Answers A queries for web.example.test (two addresses) and AAAA with nothing; every other name does not exist. */
async function startDnsStub(): Promise<{ port: number; queries: string[]; close: () => Promise<void> }> {
  const socket = dgram.createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (query, peer) => {
    const labels: string[] = [];
    let offset = 12;
    while (query[offset] !== 0) {
      labels.push(query.subarray(offset + 1, offset + 1 + query[offset]).toString('ascii'));
      offset += query[offset] + 1;
    }
    const type = query.readUInt16BE(offset + 1);
    const question = query.subarray(12, offset + 5);
    const name = labels.join('.');
    queries.push(`${name}/${type}`);
    const known = name === 'web.example.test';
    const answers = known && type === 1 ? [[10, 1, 2, 3, 300], [10, 1, 2, 4, 60]] : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map(([a, b, c, d, ttl]) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(1, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(ttl, 6);
      record.writeUInt16BE(4, 10);
      Buffer.from([a, b, c, d]).copy(record, 12);
      return record;
    });
    socket.send(Buffer.concat([header, question, ...records]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: (socket.address() as AddressInfo).port, queries, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

describe('dnslookup adapter', () => {
  let env: TestEnv;

  beforeEach(() => {
    env = testEnv();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    env.close();
    jest.restoreAllMocks();
  });

  const config = (servers: string, extra: Record<string, unknown> = {}) => ({
    type: 'dnslookup', lookup_type: 'A', server_ips: servers, request_timeout: 1000, cache_ttl_override_enabled: false, cache_ttl_override: null, cache_ttl_override_unit: null, ...extra,
  });

  it('resolves A records through the configured server, expiring with the smallest TTL', async () => {
    const stub = await startDnsStub();
    try {
      const adapter = dnsType.create(adapterDto(config(`127.0.0.1:${stub.port}`)), env);
      expect(adapter.answersAtOnce()).toBe(false);
      expect(await adapter.fetch(' web.example.test ')).toEqual({
        single_value: '10.1.2.3',
        multi_value: { results: [{ ip_address: '10.1.2.3', dns_ttl: 300 }, { ip_address: '10.1.2.4', dns_ttl: 60 }] },
        string_list_value: ['10.1.2.3', '10.1.2.4'],
        has_error: false,
        ttl: 60_000,
      });
      expect(await adapter.fetch('nowhere.example.test')).toMatchObject({ single_value: null, multi_value: null, has_error: false });
      expect(adapter.error()).toBeNull();
      const both = dnsType.create(adapterDto(config(`127.0.0.1:${stub.port}`, { lookup_type: 'A_AAAA', cache_ttl_override_enabled: true, cache_ttl_override: 2, cache_ttl_override_unit: 'MINUTES' })), env);
      expect(await both.fetch('web.example.test')).toMatchObject({ multi_value: { results: [{ ip_address: '10.1.2.3', ip_version: 'IPv4' }, { ip_version: 'IPv4' }] }, ttl: 120_000 });
      expect(stub.queries).toEqual(['web.example.test/1', 'nowhere.example.test/1', 'web.example.test/1', 'web.example.test/28']);
    } finally {
      await stub.close();
    }
  });

  it('answers an error and is in error while its server does not answer', async () => {
    const stub = await startDnsStub();
    const port = stub.port;
    await stub.close();
    const adapter = dnsType.create(adapterDto(config(`127.0.0.1:${port}`, { request_timeout: 200 })), env);
    expect(await adapter.fetch('web.example.test')).toMatchObject({ has_error: true });
    // The error state names the failure, never the key (a key may be personal data).
    expect(adapter.error()).toMatch(/^Could not resolve A records: E[A-Z]+$/);
    expect(adapter.error()).not.toContain('web.example');
    adapter.stop();
  });

  it('answers misses with errors at once for 30 s after its server failed, then asks again', async () => {
    const stub = await startDnsStub();
    const port = stub.port;
    await stub.close();
    let now = Date.parse('2024-05-01T12:00:00Z');
    env.now = () => now;
    const adapter = dnsType.create(adapterDto(config(`127.0.0.1:${port}`, { request_timeout: 200 })), env);
    expect(adapter.lookup('a.example.test')).toBeUndefined();
    await adapter.fetch('a.example.test');
    expect(adapter.answersAtOnce()).toBe(true);
    expect(adapter.lookup('b.example.test')).toMatchObject({ has_error: true });
    now += 30_000;
    expect(adapter.answersAtOnce()).toBe(false);
    expect(adapter.lookup('b.example.test')).toBeUndefined();
    adapter.stop();
  });

  it('checks server addresses and the TTL override like Graylog', () => {
    expect(parseServers('192.168.1.1:5353, 192.168.1.244')).toEqual(['192.168.1.1:5353', '192.168.1.244']);
    expect(parseServers('[::1]:53')).toEqual(['[::1]:53']);
    expect(parseServers('dns.example.org')).toBeNull();
    const reader = new ConfigReader(config('1.2.3.4:99999', { lookup_type: 'MX', request_timeout: 0, cache_ttl_override_enabled: true }));
    dnsType.read(reader);
    expect(Object.keys(reader.errors).sort()).toEqual(['cache_ttl_override', 'lookup_type', 'request_timeout', 'server_ips']);
    expect(domainOf('dns.google.com')).toBe('google.com');
    expect(domainOf('mail.example.co.uk')).toBe('example.co.uk');
  });
});
