// Syslog: RFC 5424 (`<PRI>1 TIMESTAMP HOST APP PROCID MSGID [SD] MSG`) and the many RFC 3164 dialects
// devices send (`<PRI>Mmm dd hh:mm:ss HOST TAG[PID]: MSG`, Cisco sequence numbers, ISO dates, no host).
import type { MessageFields } from '../messages/types';
import {
  commonCodecFields,
  configBoolean,
  configString,
  decodeText,
  isoTimestamp,
  overrideSource,
  requestedConfigurationField,
  type RequestedConfiguration,
} from './configuration';
import { mayAddField } from './fieldNames';
import { CodecError, type Codec, type CodecContext } from './types';
import { normalizeZone, yearIn, zonedToEpochMs, type WallClock } from './zonedTime';

export const CK_STORE_FULL_MESSAGE = 'store_full_message';
export const CK_ALLOW_OVERRIDE_DATE = 'allow_override_date';
export const CK_EXPAND_STRUCTURED_DATA = 'expand_structured_data';
export const CK_TIMEZONE = 'timezone';

const LEVEL_NAMES = ['Emergency', 'Alert', 'Critical', 'Error', 'Warning', 'Notice', 'Informational', 'Debug'];

// Graylog's names; facilities 4/10 and 9/15 share a name as in RFC 3164's table.
const FACILITY_NAMES = [
  'kernel', 'user-level', 'mail', 'system daemon', 'security/authorization', 'syslogd', 'line printer',
  'network news', 'UUCP', 'clock', 'security/authorization', 'FTP', 'NTP', 'log audit', 'log alert', 'clock',
  'local0', 'local1', 'local2', 'local3', 'local4', 'local5', 'local6', 'local7',
];

/** Graylog's name of a syslog severity (0-7), 'Invalid' for anything else. */
export function syslogLevelName(level: number): string {
  return Number.isInteger(level) && level >= 0 && level < LEVEL_NAMES.length ? LEVEL_NAMES[level] : 'Invalid';
}

/** Graylog's name of a syslog facility number (0-23), 'Unknown' for anything else. */
export function syslogFacilityName(facility: number): string {
  return Number.isInteger(facility) && facility >= 0 && facility < FACILITY_NAMES.length ? FACILITY_NAMES[facility] : 'Unknown';
}

/** Splits a PRI value (facility × 8 + severity) into its parts. */
export function splitSyslogPri(pri: number): { facility: number; level: number } {
  return { facility: Math.floor(pri / 8), level: pri % 8 };
}

const MAX_PRI = 191;

export function syslogConfigurationFields(): RequestedConfiguration {
  const zones: Record<string, string> = { UTC: 'UTC' };
  for (const zone of Intl.supportedValuesOf('timeZone')) zones[zone] = zone;
  return {
    ...commonCodecFields(),
    [CK_ALLOW_OVERRIDE_DATE]: requestedConfigurationField({
      type: 'boolean',
      humanName: 'Allow overriding date?',
      description: 'Use the time the message was received when its date is missing or cannot be read; otherwise such messages are refused.',
      defaultValue: true,
      optional: true,
    }),
    [CK_STORE_FULL_MESSAGE]: requestedConfigurationField({
      type: 'boolean',
      humanName: 'Store full message?',
      description: 'Keep the whole received syslog line in the full_message field.',
      defaultValue: false,
      optional: true,
    }),
    [CK_EXPAND_STRUCTURED_DATA]: requestedConfigurationField({
      type: 'boolean',
      humanName: 'Expand structured data?',
      description: 'Name structured data fields <SD-ID>_<parameter> instead of only <parameter>.',
      defaultValue: false,
      optional: true,
    }),
    [CK_TIMEZONE]: requestedConfigurationField({
      type: 'dropdown',
      humanName: 'Time Zone',
      description: 'Time zone of dates that do not name one (the classic BSD syslog format never does).',
      defaultValue: 'UTC',
      optional: true,
      values: zones,
    }),
  };
}

/** What the format-specific parsers find; the codec turns it into fields. */
interface ParsedSyslog {
  /** Undefined when the line has no date or it cannot be read. */
  timestampMs: number | undefined;
  hostname: string | undefined;
  message: string;
  extra: MessageFields;
}

interface ParseSettings {
  zone: string;
  nowMs: number;
  expandStructuredData: boolean;
}

function stripLineEnd(text: string): string {
  let end = text.length;
  while (end > 0) {
    const code = text.charCodeAt(end - 1);
    if (code !== 0x0a && code !== 0x0d && code !== 0x00) break;
    end -= 1;
  }
  return end === text.length ? text : text.slice(0, end);
}

function readPri(line: string): { pri: number; end: number } {
  const match = /^<(\d{1,3})>/.exec(line);
  const pri = match ? Number(match[1]) : NaN;
  if (!match || pri > MAX_PRI) {
    throw new CodecError(`Not a syslog message: it must start with a priority such as <13> (0 to ${MAX_PRI})`);
  }
  return { pri, end: match[0].length };
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

function millisOf(fraction: string | undefined): number {
  return fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
}

/** "Z", "+02:00", "-0500" → minutes east of UTC; undefined for no zone. */
function zoneMinutes(designator: string | undefined): number | undefined {
  if (!designator) return undefined;
  if (designator === 'Z' || designator === 'z' || designator === 'UTC' || designator === 'GMT' || designator === 'UT') return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(designator);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function toEpochMs(clock: WallClock, designator: string | undefined, zone: string): number | undefined {
  const minutes = zoneMinutes(designator);
  if (minutes === undefined) return zonedToEpochMs(clock, zone);
  const utc = zonedToEpochMs(clock, 'UTC');
  return utc === undefined ? undefined : utc - minutes * 60_000;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?(Z|z|[+-]\d{2}:?\d{2})?/;

function isoClock(match: RegExpExecArray): WallClock {
  return {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4]),
    minute: Number(match[5]),
    second: Number(match[6]),
    millisecond: millisOf(match[7]),
  };
}

/** An RFC 3339 date as RFC 5424 requires (a missing zone is tolerated and read in the configured one). */
function parseRfc3339(text: string, zone: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (!match || match[0].length !== text.length) return undefined;
  return toEpochMs(isoClock(match), match[8], zone);
}

// ---------------------------------------------------------------------------------------------- RFC 5424

interface StructuredData {
  params: [string, string][];
  /** Index just after the last element. */
  end: number;
}

/** Reads `[id name="value" ...]...` from `start`; undefined when it is not well formed. */
function readStructuredData(text: string, start: number, expand: boolean): StructuredData | undefined {
  const params: [string, string][] = [];
  let pos = start;
  while (text.charCodeAt(pos) === 0x5b /* [ */) {
    const idEnd = indexOfAny(text, pos + 1, ' ]');
    if (idEnd <= pos + 1) return undefined;
    const id = text.slice(pos + 1, idEnd);
    pos = idEnd;
    while (text.charCodeAt(pos) === 0x20) {
      const equals = text.indexOf('=', pos + 1);
      if (equals <= pos + 1 || text.charCodeAt(equals + 1) !== 0x22 /* " */) return undefined;
      const name = text.slice(pos + 1, equals);
      if (/[\s\]"]/.test(name)) return undefined;
      let value = '';
      let cursor = equals + 2;
      for (;;) {
        if (cursor >= text.length) return undefined;
        const char = text[cursor];
        if (char === '"') break;
        // RFC 5424 escapes only ", \ and ]; a backslash before anything else is kept.
        if (char === '\\' && (text[cursor + 1] === '"' || text[cursor + 1] === '\\' || text[cursor + 1] === ']')) {
          value += text[cursor + 1];
          cursor += 2;
        } else {
          value += char;
          cursor += 1;
        }
      }
      params.push([expand ? `${id}_${name}` : name, value]);
      pos = cursor + 1;
    }
    if (text.charCodeAt(pos) !== 0x5d /* ] */) return undefined;
    pos += 1;
  }
  return pos === start ? undefined : { params, end: pos };
}

function indexOfAny(text: string, from: number, chars: string): number {
  for (let i = from; i < text.length; i += 1) {
    if (chars.includes(text[i])) return i;
  }
  return -1;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const NIL = '-';

/** Parses what follows the PRI of an RFC 5424 line; undefined when the header is not RFC 5424 after all. */
function parse5424(text: string, settings: ParseSettings): ParsedSyslog | undefined {
  // VERSION TIMESTAMP HOSTNAME APP-NAME PROCID MSGID, single spaces, no empty values.
  const header = /^[1-9]\d{0,2} (\S+) (\S+) (\S+) (\S+) (\S+)(?= |$)/.exec(text);
  // Graylog decides by the version alone; also asking for a date keeps "<13>1 apple ..." plain text.
  if (!header || (header[1] !== NIL && !/^\d{4}-/.test(header[1]))) return undefined;
  const [, timestamp, hostname, appName, procId, msgId] = header;
  const extra: MessageFields = {};
  if (appName !== NIL) extra.application_name = appName;
  if (procId !== NIL) extra.process_id = procId;
  if (msgId !== NIL) extra.msgid = msgId;

  let pos = header[0].length + 1;
  let message: string;
  let structuredText = '';
  if (pos > text.length) {
    message = '';
  } else if (text[pos] === '-' && (pos + 1 === text.length || text[pos + 1] === ' ')) {
    message = text.slice(pos + 2);
  } else {
    const structured = text[pos] === '[' ? readStructuredData(text, pos, settings.expandStructuredData) : undefined;
    if (structured) {
      // A repeated parameter keeps its last value; the header's fields are not overwritten.
      const headerFields = new Set(Object.keys(extra));
      for (const [name, value] of structured.params) {
        if (!headerFields.has(name) && (Object.hasOwn(extra, name) || mayAddField(extra, name))) extra[name] = value;
      }
      structuredText = text.slice(pos, structured.end);
      pos = structured.end;
      message = text.charCodeAt(pos) === 0x20 ? text.slice(pos + 1) : text.slice(pos);
    } else {
      // Broken structured data: keep everything after the header as the message rather than lose it.
      message = text.slice(pos);
    }
  }
  message = stripBom(message);
  return {
    timestampMs: timestamp === NIL ? undefined : parseRfc3339(timestamp, settings.zone),
    hostname: hostname === NIL ? undefined : hostname,
    message: message === '' ? structuredText : message,
    extra,
  };
}

// ---------------------------------------------------------------------------------------------- RFC 3164

// `*`/`.` mark an unsynchronised Cisco clock; a year may follow the day; Cisco ends the date with ':'.
const BSD_DATE =
  /^[*.]?([A-Za-z]{3})\s+(\d{1,2})(?:\s+(\d{4}))?\s+(\d{1,2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?(?:\s+(UTC|GMT|UT|Z|[+-]\d{2}:?\d{2}|[A-Z]{3,5}(?=:)))?:?(?=\s|$)/;
const ISO_DATE_TOKEN = new RegExp(`${ISO_DATE.source}:?(?=\\s|$)`);

interface DateMatch {
  timestampMs: number | undefined;
  length: number;
}

/** The date after the PRI of a non-RFC 5424 line: BSD style (with Cisco variations) or ISO 8601. */
function readLegacyDate(text: string, settings: ParseSettings): DateMatch | undefined {
  const iso = ISO_DATE_TOKEN.exec(text);
  if (iso) return { timestampMs: toEpochMs(isoClock(iso), iso[8], settings.zone), length: iso[0].length };
  const match = BSD_DATE.exec(text);
  const month = match ? MONTHS[match[1].toLowerCase()] : undefined;
  if (!match || month === undefined) return undefined;
  const clock: WallClock = {
    year: match[3] ? Number(match[3]) : yearIn(settings.nowMs, settings.zone),
    month,
    day: Number(match[2]),
    hour: Number(match[4]),
    minute: Number(match[5]),
    second: Number(match[6]),
    millisecond: millisOf(match[7]),
  };
  let timestampMs = toEpochMs(clock, match[8], settings.zone);
  // Without a year, December's messages read in early January would otherwise land in the future.
  if (!match[3] && (timestampMs === undefined || timestampMs > settings.nowMs + 86_400_000)) {
    timestampMs = toEpochMs({ ...clock, year: clock.year - 1 }, match[8], settings.zone);
  }
  return { timestampMs, length: match[0].length };
}

/** `TAG:`, `TAG[PID]:` or `TAG[PID]` at the start of the content (RFC 3164's TAG, as syslog daemons write it). */
const TAG = /^([^\s[\]:]{1,64})(?:\[([^\]\s]{1,64})\])?(:)?(?=\s|$)/;

function readTag(content: string): { appName: string; procId: string | undefined } | undefined {
  const match = TAG.exec(content);
  // A bare word is a tag only with a pid or a colon; otherwise it is the first word of the text.
  if (!match || (match[2] === undefined && match[3] === undefined)) return undefined;
  return { appName: match[1], procId: match[2] };
}

function skipSpaces(text: string, from: number): number {
  let pos = from;
  while (pos < text.length && (text.charCodeAt(pos) === 0x20 || text.charCodeAt(pos) === 0x09)) pos += 1;
  return pos;
}

function parse3164(text: string, settings: ParseSettings): ParsedSyslog {
  const extra: MessageFields = {};
  let rest = text;
  let hostname: string | undefined;

  const sequence = /^(\d+):\s+/.exec(rest);
  if (sequence) {
    extra.sequence_number = Number(sequence[1]);
    rest = rest.slice(sequence[0].length);
    // `logging origin-id hostname` puts the host before the date: "53: router1: *Mar  1 ...".
    const origin = /^([^\s:]+):\s+/.exec(rest);
    if (origin && readLegacyDate(rest.slice(origin[0].length), settings)) {
      hostname = origin[1];
      rest = rest.slice(origin[0].length);
    }
  }

  const date = readLegacyDate(rest, settings);
  let content = date ? rest.slice(skipSpaces(rest, date.length)) : rest.trim();
  // Only a dated line has a host; a line's first word is taken as one unless it is a tag or Cisco's %MNEMONIC.
  if (date && hostname === undefined && !content.startsWith('%') && !readTag(content)) {
    const hostEnd = indexOfAny(content, 0, ' \t');
    if (hostEnd > 0) {
      hostname = content.slice(0, hostEnd);
      content = content.slice(skipSpaces(content, hostEnd));
      // Cisco ASA separates its host from the text with " : ".
      if (content.startsWith(': ')) content = content.slice(skipSpaces(content, 1));
    }
  }
  // Cisco's %FACILITY-SEVERITY-MNEMONIC names an event, not a program.
  const tag = content.startsWith('%') ? undefined : readTag(content);
  if (tag) {
    extra.application_name = tag.appName;
    if (tag.procId !== undefined) extra.process_id = tag.procId;
  }
  return { timestampMs: date?.timestampMs, hostname, message: content, extra };
}

// ---------------------------------------------------------------------------------------------- codec

export function decodeSyslog(payload: Buffer, context: CodecContext): MessageFields {
  const { configuration } = context;
  const line = stripLineEnd(decodeText(payload, configuration));
  if (line.trim() === '') throw new CodecError('Empty message');
  const { pri, end } = readPri(line);
  const settings: ParseSettings = {
    zone: normalizeZone(configString(configuration, CK_TIMEZONE, 'UTC')),
    nowMs: context.nowMs,
    expandStructuredData: configBoolean(configuration, CK_EXPAND_STRUCTURED_DATA, false),
  };
  const afterPri = line.slice(end);
  const parsed = parse5424(afterPri, settings) ?? parse3164(afterPri, settings);
  if (parsed.message.trim() === '') throw new CodecError('Syslog message has no text after its header');

  let timestampMs = parsed.timestampMs;
  if (timestampMs === undefined || isoTimestamp(timestampMs) === undefined) {
    if (!configBoolean(configuration, CK_ALLOW_OVERRIDE_DATE, true)) {
      throw new CodecError('Syslog message has no date that can be read, and the input does not allow using the reception time');
    }
    timestampMs = context.nowMs;
  }
  const { facility, level } = splitSyslogPri(pri);
  const fields: MessageFields = {
    message: parsed.message,
    source: overrideSource(configuration) ?? parsed.hostname ?? context.remoteAddress,
    timestamp: isoTimestamp(timestampMs),
    level,
    facility: syslogFacilityName(facility),
    facility_num: facility,
  };
  if (configBoolean(configuration, CK_STORE_FULL_MESSAGE, false)) fields.full_message = line;
  for (const name in parsed.extra) {
    if (mayAddField(fields, name)) fields[name] = parsed.extra[name];
  }
  return fields;
}

export const syslogCodec: Codec = { name: 'syslog', decode: decodeSyslog };
