// The runtime values of rule types that JavaScript has no value for. Strings, numbers (Long and Double
// both as numbers; the static type says which arithmetic applies), booleans, arrays (List), plain objects
// (Map, JsonNode) and PipelineMessage stand for themselves. The helpers below give these values the
// behaviour Graylog's Java classes have (Joda's date arithmetic and toString, Guava's address parsing,
// Java's equals), so the interpreter and the functions agree.
import type { Moment } from 'moment-timezone';
import { momentTz } from '../tools/naturalDate';
import type { PipelineMessage } from './types';

/** An instant with the zone it is shown in (Joda's DateTime). */
export class DateTimeValue {
  constructor(
    readonly epochMs: number,
    /** An IANA zone name, 'UTC' or a fixed offset such as '+02:00'. */
    readonly zone: string = 'UTC',
  ) {}

  /** ISO 8601 in UTC with milliseconds: what a message field stores. */
  toJSON(): string {
    return new Date(this.epochMs).toISOString();
  }

  /** Joda's DateTime.toString: ISO 8601 in the value's own zone ("Z" for UTC, otherwise its offset). */
  toString(): string {
    const local = zonedMoment(this.epochMs, this.zone);
    const offset = local.utcOffset() === 0 ? 'Z' : local.format('Z');
    return local.format('YYYY-MM-DDTHH:mm:ss.SSS') + offset;
  }
}

export interface PeriodParts {
  years?: number;
  months?: number;
  weeks?: number;
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
  millis?: number;
}

const PERIOD_FIELDS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'millis'] as const;

/** A period of years, months, weeks, days, hours, minutes, seconds and milliseconds (Joda's Period). */
export class PeriodValue {
  constructor(readonly parts: Readonly<PeriodParts>) {}

  /** Joda's Period.toString (ISO 8601): P1Y2M3W4DT5H6M7.008S, PT0S when empty. */
  toString(): string {
    const p = this.parts;
    let date = '';
    if (p.years) date += `${p.years}Y`;
    if (p.months) date += `${p.months}M`;
    if (p.weeks) date += `${p.weeks}W`;
    if (p.days) date += `${p.days}D`;
    let time = '';
    if (p.hours) time += `${p.hours}H`;
    if (p.minutes) time += `${p.minutes}M`;
    if (p.seconds || p.millis) {
      const totalMs = (p.seconds ?? 0) * 1000 + (p.millis ?? 0);
      const sign = totalMs < 0 ? '-' : '';
      const abs = Math.abs(totalMs);
      const fraction = abs % 1000 === 0 ? '' : `.${String(abs % 1000).padStart(3, '0')}`;
      time += `${sign}${Math.floor(abs / 1000)}${fraction}S`;
    }
    if (date === '' && time === '') return 'PT0S';
    return `P${date}${time === '' ? '' : `T${time}`}`;
  }

  toJSON(): string {
    return this.toString();
  }
}

/** An IPv4 or IPv6 address (Graylog's IpAddress): its canonical text and its bytes. */
export class IpAddressValue {
  constructor(
    readonly text: string,
    readonly bytes: Uint8Array,
  ) {}

  toJSON(): string {
    return this.text;
  }

  toString(): string {
    return this.text;
  }
}

// ---- zones and dates ----

const FIXED_OFFSET = /^([+-])(\d{1,2})(?::?(\d{2}))?$/;

/** A moment at `epochMs` shown in `zone` (IANA name, UTC or a fixed offset); unknown zones show UTC. */
export function zonedMoment(epochMs: number, zone: string): Moment {
  if (zone === 'UTC') return momentTz().utc(epochMs);
  if (momentTz().tz.zone(zone)) return momentTz().tz(epochMs, zone);
  const offset = FIXED_OFFSET.exec(zone);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    return momentTz().utc(epochMs).utcOffset(offset[1] === '-' ? -minutes : minutes);
  }
  return momentTz().utc(epochMs);
}

let upperZones: Map<string, string> | undefined;

/** The canonical spelling of a zone id, case ignored (as Joda's IDs are looked up); undefined when unknown. */
export function canonicalZone(id: string): string | undefined {
  if (!upperZones) {
    upperZones = new Map(momentTz().tz.names().map((name) => [name.toUpperCase(), name]));
    upperZones.set('UTC', 'UTC');
  }
  return upperZones.get(id.trim().toUpperCase());
}

/**
 * A zone as Joda's DateTimeZone.forID reads it: an exact zone id or a fixed offset ("+02:00"); throws for
 * anything else, with Joda's message.
 */
export function strictZone(id: string): string {
  // moment finds zones in any case; Joda's ids are exact.
  if (id === 'UTC' || momentTz().tz.zone(id)?.name === id) return id;
  const offset = FIXED_OFFSET.exec(id);
  if (offset && Number(offset[2]) < 24 && Number(offset[3] ?? 0) < 60) {
    const text = `${offset[1]}${offset[2].padStart(2, '0')}:${offset[3] ?? '00'}`;
    return text === '+00:00' || text === '-00:00' ? 'UTC' : text;
  }
  throw new Error(`The datetime zone id '${id}' is not recognised`);
}

/** Joda's DateTime.plus(Period) (sign 1) or minus (sign -1): fields from years down, in the date's zone. */
export function plusPeriod(date: DateTimeValue, period: PeriodValue, sign: 1 | -1): DateTimeValue {
  const local = zonedMoment(date.epochMs, date.zone);
  const p = period.parts;
  local.add(sign * (p.years ?? 0), 'years');
  local.add(sign * (p.months ?? 0), 'months');
  local.add(sign * (p.weeks ?? 0), 'weeks');
  local.add(sign * (p.days ?? 0), 'days');
  const exactMs = (p.hours ?? 0) * 3_600_000 + (p.minutes ?? 0) * 60_000 + (p.seconds ?? 0) * 1000 + (p.millis ?? 0);
  return new DateTimeValue(local.valueOf() + sign * exactMs, date.zone);
}

/** Joda's Period.plus / minus: field by field. */
export function addPeriods(left: PeriodValue, right: PeriodValue, sign: 1 | -1): PeriodValue {
  const parts: PeriodParts = {};
  for (const field of PERIOD_FIELDS) {
    const value = (left.parts[field] ?? 0) + sign * (right.parts[field] ?? 0);
    if (value !== 0) parts[field] = value;
  }
  return new PeriodValue(parts);
}

/** `later - earlier` between two dates (Graylog answers the length of the interval, never negative). */
export function periodBetween(left: DateTimeValue, right: DateTimeValue): PeriodValue {
  return new PeriodValue({ millis: Math.abs(left.epochMs - right.epochMs) });
}

// ---- IP addresses (Guava's InetAddresses) ----

function parseIpv4Bytes(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes: number[] = [];
  for (const part of parts) {
    // Guava refuses leading zeros: no standard says whether they are octal.
    if (!/^\d{1,3}$/.test(part) || (part.length > 1 && part.startsWith('0'))) return undefined;
    const value = Number(part);
    if (value > 255) return undefined;
    bytes.push(value);
  }
  return bytes;
}

function parseIpv6Bytes(text: string): number[] | undefined {
  let body = text;
  let tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  if (body.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4Bytes(body.slice(lastColon + 1));
    if (!v4) return undefined;
    tail = v4;
    body = `${body.slice(0, lastColon + 1)}0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string): string[] | undefined => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]);
  const rest = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !rest) return undefined;
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const groups = [...head, ...Array<string>(8 - given).fill('0'), ...rest];
  const bytes: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return undefined;
    const value = parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

function ipv6Text(bytes: Uint8Array): string {
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((bytes[i] << 8) | bytes[i + 1]);
  // RFC 5952: the longest run (the first of equal ones) of two or more zero groups becomes "::".
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - i > bestLength) {
      bestStart = i;
      bestLength = end - i;
    }
    i = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** An address from its bytes (4 or 16); an IPv4-mapped IPv6 address becomes the IPv4 one, as in Java. */
export function ipAddressFromBytes(raw: ArrayLike<number>): IpAddressValue {
  let bytes = Uint8Array.from(raw);
  const mapped = bytes.length === 16 && bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) bytes = bytes.slice(12);
  const text = bytes.length === 4 ? Array.from(bytes).join('.') : ipv6Text(bytes);
  return new IpAddressValue(text, bytes);
}

/** Parses an IP literal as Guava's InetAddresses.forString does (no host names); undefined when it is not one. */
export function parseIpAddress(text: string): IpAddressValue | undefined {
  let literal = text;
  if (literal.startsWith('[') && literal.endsWith(']')) literal = literal.slice(1, -1);
  const bytes = literal.includes(':') ? parseIpv6Bytes(literal) : parseIpv4Bytes(literal);
  return bytes ? ipAddressFromBytes(bytes) : undefined;
}

/** Guava's InetAddresses.fromInteger: the 32 low bits of the number as an IPv4 address. */
export function ipAddressFromInteger(value: number): IpAddressValue {
  const n = Math.trunc(value) >>> 0;
  return ipAddressFromBytes([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
}

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** A CIDR subnet (Graylog's IpSubnet): the first and last address as numbers. */
export interface IpSubnet {
  start: bigint;
  end: bigint;
}

/** Parses "address/prefix"; throws with the reason for anything else. */
export function parseIpSubnet(cidr: string): IpSubnet {
  const slash = cidr.indexOf('/');
  if (slash === -1) throw new Error(`Invalid subnet: ${cidr}`);
  const address = parseIpAddress(cidr.slice(0, slash));
  if (!address) throw new Error(`Invalid subnet address: ${cidr.slice(0, slash)}`);
  const prefixText = cidr.slice(slash + 1);
  const bits = address.bytes.length * 8;
  if (!/^\d+$/.test(prefixText) || Number(prefixText) > bits) throw new Error(`Invalid subnet prefix length: ${prefixText}`);
  const all = (1n << BigInt(bits)) - 1n;
  const hostMask = all >> BigInt(prefixText);
  const start = toBigInt(address.bytes) & (all ^ hostMask);
  return { start, end: start + hostMask };
}

/** Whether the address lies in the subnet (compared as numbers, as Graylog does, whatever the family). */
export function subnetContains(subnet: IpSubnet, address: IpAddressValue): boolean {
  const value = toBigInt(address.bytes);
  return value >= subnet.start && value <= subnet.end;
}

// ---- equality and text ----

/** Java's equals for rule values: dates by instant, addresses by bytes, lists and maps element by element. */
export function valuesEqual(left: unknown, right: unknown): boolean {
  if (left instanceof DateTimeValue && right instanceof DateTimeValue) return left.epochMs === right.epochMs;
  if (left instanceof IpAddressValue && right instanceof IpAddressValue) return left.text === right.text;
  if (left instanceof PeriodValue && right instanceof PeriodValue) return left.toString() === right.toString();
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, i) => valuesEqual(item, right[i]));
  }
  if (isPlainMap(left) && isPlainMap(right)) {
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && valuesEqual(left[key], right[key]));
  }
  return left === right;
}

/** A rule's message value (PipelineMessage): fields, the set of its streams and the dropped flag. */
export function isPipelineMessage(value: unknown): value is PipelineMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PipelineMessage>;
  return typeof candidate.fields === 'object' && candidate.streams instanceof Set && typeof candidate.dropped === 'boolean';
}

/** A Map or JSON object value: a plain object (not a date, address, period or message). */
export function isPlainMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !isPipelineMessage(value);
}

/**
 * A value as Java's String.valueOf shows it in rules (string concatenation, to_string): lists as
 * "[a, b]", maps and JSON objects as JSON text, dates and addresses by their own toString.
 */
export function javaString(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(javaString).join(', ')}]`;
  if (isPlainMap(value)) return JSON.stringify(value);
  if (isPipelineMessage(value)) return `source: ${javaString(value.fields.source)} | message: ${javaString(value.fields.message)}`;
  if (typeof value === 'object' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** The rule type a runtime value has, for error messages. */
export function typeOfValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Long' : 'Double';
  if (typeof value === 'boolean') return 'Boolean';
  if (Array.isArray(value)) return 'List';
  if (value instanceof DateTimeValue) return 'DateTime';
  if (value instanceof PeriodValue) return 'Period';
  if (value instanceof IpAddressValue) return 'IpAddress';
  if (isPipelineMessage(value)) return 'Message';
  if (isPlainMap(value)) return 'Map';
  return 'Object';
}
