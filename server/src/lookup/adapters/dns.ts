// Graylog's `dnslookup` adapter: A, AAAA, both (A_AAAA), reverse (PTR) or TXT lookups of the key, through the
// given DNS servers (ip[:port], comma-separated) or the system's. A name that does not exist answers empty; a
// server that fails or does not answer within request_timeout answers an error and is the adapter's error
// state until a lookup succeeds (the state names the error code, never the key: a key may be personal data);
// after a server failure, misses answer errors at once for a while (failingWindow.ts). Answers expire after
// the records' TTL (the smallest) or the override.
// Node's resolver gives TTLs for addresses only, so PTR and TXT answers leave expiry to the cache.
import { promises as dns } from 'node:dns';
import net from 'node:net';
import { toMillis } from '../configReader';
import { emptyResult, NO_TTL } from '../results';
import type { AdapterDto, LookupAnswer, TimeUnit, TypedConfig } from '../types';
import { FailingWindow } from './failingWindow';
import type { AdapterEnv, AdapterType, DataAdapter } from './types';

const DNS_LOOKUP = 'dnslookup';
export const LOOKUP_TYPES = ['A', 'AAAA', 'A_AAAA', 'PTR', 'TXT'] as const;
const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NOTFOUND', 'NODATA']);
/** Failures of the server, not of the name: the next name would most likely fail the same way. */
const SERVER_FAILURES = new Set(['ETIMEOUT', 'ECONNREFUSED', 'ESERVFAIL', 'EREFUSED']);

/** "1.2.3.4:5353, 8.8.8.8" as node:dns servers; null when one of them is not an address with an optional port. */
export function parseServers(text: string): string[] | null {
  const servers: string[] = [];
  for (const part of text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')) {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(part);
    const [host, port] = bracketed ? [bracketed[1], bracketed[2]] : part.includes(':') && net.isIPv4(part.split(':')[0]) ? part.split(':') : [part, undefined];
    const family = net.isIP(host);
    if (family === 0 || (port !== undefined && (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535))) return null;
    servers.push(port === undefined ? host : family === 6 ? `[${host}]:${port}` : `${host}:${port}`);
  }
  return servers;
}

interface Address {
  ip_address: string;
  ip_version?: string;
  dns_ttl: number;
}

/** The registrable part of a host name, approximated without a public suffix list: two labels, three under a short second level (example.co.uk). */
export function domainOf(host: string): string {
  const labels = host.replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const secondLevel = labels[labels.length - 2];
  const take = labels[labels.length - 1].length === 2 && secondLevel.length <= 3 ? 3 : 2;
  return labels.slice(-take).join('.');
}

class DnsAdapter implements DataAdapter {
  private problem: string | null = null;
  private readonly failing: FailingWindow;
  private readonly resolver: dns.Resolver;
  private readonly type: (typeof LOOKUP_TYPES)[number];
  private readonly overrideTtl: number | null;

  constructor(
    private readonly dto: AdapterDto,
    private readonly env: AdapterEnv,
  ) {
    const config = dto.config;
    this.failing = new FailingWindow(env.now);
    this.type = config.lookup_type as (typeof LOOKUP_TYPES)[number];
    this.resolver = new dns.Resolver({ timeout: Number(config.request_timeout), tries: 1 });
    const servers = parseServers(String(config.server_ips ?? ''));
    if (servers && servers.length > 0) this.resolver.setServers(servers);
    this.overrideTtl =
      config.cache_ttl_override_enabled === true && typeof config.cache_ttl_override === 'number' && typeof config.cache_ttl_override_unit === 'string'
        ? toMillis(config.cache_ttl_override, config.cache_ttl_override_unit as TimeUnit)
        : null;
  }

  start(): void {}

  stop(): void {
    this.resolver.cancel();
  }

  answersAtOnce(): boolean {
    return this.failing.active();
  }

  lookup(): LookupAnswer | undefined {
    return this.failing.active() ? this.env.errorResult() : undefined;
  }

  async fetch(key: string): Promise<LookupAnswer> {
    const name = key.trim();
    if (name === '') return emptyResult();
    try {
      const answer = await this.resolve(name);
      this.failing.clear();
      if (this.problem !== null) console.warn(`Lookup data adapter <${this.dto.name}> resolves again`);
      this.problem = null;
      return answer;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'failed';
      if (SERVER_FAILURES.has(code)) this.failing.mark();
      const reason = `Could not resolve ${this.type} records: ${code}`;
      if (this.problem === null) console.warn(`Lookup data adapter <${this.dto.name}>: ${reason}`);
      this.problem = reason;
      return this.env.errorResult();
    }
  }

  error(): string | null {
    return this.problem;
  }

  refresh(): Promise<void> {
    return Promise.resolve();
  }

  private ttl(recordTtlSeconds: number | null): number {
    if (this.overrideTtl !== null) return this.overrideTtl;
    return recordTtlSeconds === null ? NO_TTL : recordTtlSeconds * 1000;
  }

  private async addresses(name: string, version: 4 | 6, labelled: boolean): Promise<Address[]> {
    try {
      const records = version === 4 ? await this.resolver.resolve4(name, { ttl: true }) : await this.resolver.resolve6(name, { ttl: true });
      return records.map((record) => ({ ip_address: record.address, ...(labelled ? { ip_version: version === 4 ? 'IPv4' : 'IPv6' } : {}), dns_ttl: record.ttl }));
    } catch (error) {
      if (NOT_FOUND.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  }

  private async resolve(name: string): Promise<LookupAnswer> {
    switch (this.type) {
      case 'A':
      case 'AAAA':
      case 'A_AAAA': {
        const both = this.type === 'A_AAAA';
        const answers = [
          ...(this.type !== 'AAAA' ? await this.addresses(name, 4, both) : []),
          ...(this.type !== 'A' ? await this.addresses(name, 6, both) : []),
        ];
        if (answers.length === 0) return emptyResult();
        return {
          single_value: answers[0].ip_address,
          multi_value: { results: answers },
          string_list_value: answers.map((answer) => answer.ip_address),
          has_error: false,
          ttl: this.ttl(Math.min(...answers.map((answer) => answer.dns_ttl))),
        };
      }
      case 'PTR': {
        if (net.isIP(name) === 0) return emptyResult();
        const hosts = await this.resolver.reverse(name).catch((error: NodeJS.ErrnoException) => {
          if (NOT_FOUND.has(error.code ?? '')) return [];
          throw error;
        });
        if (hosts.length === 0) return emptyResult();
        const fullDomain = hosts[0].replace(/\.$/, '');
        return {
          single_value: fullDomain,
          multi_value: { domain: domainOf(fullDomain), full_domain: fullDomain },
          string_list_value: [fullDomain],
          has_error: false,
          ttl: this.ttl(null),
        };
      }
      case 'TXT': {
        const records = await this.resolver.resolveTxt(name).catch((error: NodeJS.ErrnoException) => {
          if (NOT_FOUND.has(error.code ?? '')) return [];
          throw error;
        });
        if (records.length === 0) return emptyResult();
        const values = records.map((chunks) => chunks.join(''));
        return {
          single_value: null,
          multi_value: { raw_results: values.map((value) => ({ value })) },
          string_list_value: values,
          has_error: false,
          ttl: this.ttl(null),
        };
      }
    }
  }
}

export const dnsType: AdapterType = {
  type: DNS_LOOKUP,
  configClass: 'org.graylog2.lookup.adapters.DnsLookupDataAdapter$Config',
  defaultConfig: () => ({
    type: DNS_LOOKUP,
    lookup_type: 'A',
    server_ips: '',
    request_timeout: 10000,
    cache_ttl_override_enabled: false,
    cache_ttl_override: null,
    cache_ttl_override_unit: null,
  }),
  read: (config) => {
    const read: TypedConfig = {
      type: DNS_LOOKUP,
      lookup_type: config.oneOf('lookup_type', LOOKUP_TYPES, 'A'),
      server_ips: config.string('server_ips', { fallback: '' }),
      request_timeout: config.integer('request_timeout', { min: 1, max: 600_000, fallback: 10000 }),
      cache_ttl_override_enabled: config.boolean('cache_ttl_override_enabled', false),
      cache_ttl_override: config.optionalInteger('cache_ttl_override', { min: 0 }),
      cache_ttl_override_unit: config.timeUnit('cache_ttl_override_unit'),
    };
    if (parseServers(String(read.server_ips)) === null) {
      config.refuse(
        'server_ips',
        'Invalid server IP address and/or port. Please enter one or more comma-separated IPv4 addresses with optional ports (eg. 192.168.1.1:5353, 192.168.1.244).',
      );
    }
    if (read.cache_ttl_override_enabled && (read.cache_ttl_override === null || read.cache_ttl_override_unit === null)) {
      config.refuse('cache_ttl_override', 'needs a value and a unit when the TTL override is enabled');
    }
    return read;
  },
  create: (dto, env) => new DnsAdapter(dto, env),
};
