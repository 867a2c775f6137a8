// The grok patterns a new installation starts with: the usual names (as in Graylog's and Logstash's
// sets) written for JavaScript regular expressions. JavaScript has no atomic groups or possessive
// quantifiers, so repetitions are written unambiguously instead (each character can be consumed in
// only one way), which keeps them from backtracking badly on text that almost matches.
import type { Db } from '../db/types';
import { countGrokPatterns, insertGrokPattern } from './store';
import { getSetting, setSetting } from '../db/settings';

const HEX16 = '[0-9A-Fa-f]{1,4}';
const IPV4_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4_ADDRESS = `${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}`;

/** RFC 4291 text forms (RFC 3986's IPv6address), with an optional zone index such as %eth0. */
function ipv6Pattern(): string {
  const groups = (count: number) => (count === 0 ? '' : `(?:${HEX16}:){${count}}`);
  const tail32 = `(?:${HEX16}:${HEX16}|${IPV4_ADDRESS})`;
  const head = (max: number) => (max < 0 ? '' : `(?:(?:${HEX16}:){0,${max}}${HEX16})?`);
  const forms = [
    `${groups(6)}${tail32}`,
    `::${groups(5)}${tail32}`,
    `${head(0)}::${groups(4)}${tail32}`,
    `${head(1)}::${groups(3)}${tail32}`,
    `${head(2)}::${groups(2)}${tail32}`,
    `${head(3)}::${HEX16}:${tail32}`,
    `${head(4)}::${tail32}`,
    `${head(5)}::${HEX16}`,
    `${head(6)}::`,
  ];
  return `(?:${forms.join('|')})(?:%[0-9A-Za-z._~-]+)?`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Jan, jan, JAN, January, january, JANUARY (and Sept). */
function monthPattern(): string {
  const forms = MONTH_NAMES.map((name) => {
    const short = name.slice(0, 3);
    const rest = name.slice(3);
    const extra = name === 'September' ? '(?:t|tember)?' : rest ? `(?:${rest})?` : '';
    const upperExtra = name === 'September' ? '(?:T|TEMBER)?' : rest ? `(?:${rest.toUpperCase()})?` : '';
    return `[${short[0]}${short[0].toLowerCase()}]${short.slice(1)}${extra}|${short.toUpperCase()}${upperExtra}`;
  });
  return `\\b(?:${forms.join('|')})\\b`;
}

/** Name → pattern, in an order that reads from the building blocks to the composite log formats. */
export const DEFAULT_GROK_PATTERNS: ReadonlyArray<readonly [string, string]> = [
  ['USERNAME', '[a-zA-Z0-9._-]+'],
  ['USER', '%{USERNAME}'],
  ['EMAILLOCALPART', '[a-zA-Z0-9!#$%&\'*+/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&\'*+/=?^_`{|}~-]+)*'],
  ['EMAILADDRESS', '%{EMAILLOCALPART}@%{HOSTNAME}'],
  ['INT', '(?:[+-]?(?:[0-9]+))'],
  ['BASE10NUM', '(?<![0-9.+-])(?:[+-]?(?:[0-9]+(?:\\.[0-9]+)?|\\.[0-9]+))'],
  ['NUMBER', '(?:%{BASE10NUM})'],
  ['BASE16NUM', '(?<![0-9A-Fa-f])(?:[+-]?(?:0x)?(?:[0-9A-Fa-f]+))'],
  ['BASE16FLOAT', '\\b(?<![0-9A-Fa-f.])(?:[+-]?(?:0x)?(?:[0-9A-Fa-f]+(?:\\.[0-9A-Fa-f]*)?|\\.[0-9A-Fa-f]+))\\b'],
  ['POSINT', '\\b(?:[1-9][0-9]*)\\b'],
  ['NONNEGINT', '\\b(?:[0-9]+)\\b'],
  ['WORD', '\\b\\w+\\b'],
  ['NOTSPACE', '\\S+'],
  ['SPACE', '\\s*'],
  ['DATA', '.*?'],
  ['GREEDYDATA', '.*'],
  ['QUOTEDSTRING', '(?<!\\\\)(?:"(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\'|`(?:[^`\\\\]|\\\\.)*`)'],
  ['QS', '%{QUOTEDSTRING}'],
  ['UUID', '[A-Fa-f0-9]{8}-(?:[A-Fa-f0-9]{4}-){3}[A-Fa-f0-9]{12}'],
  ['CISCOMAC', '(?:(?:[A-Fa-f0-9]{4}\\.){2}[A-Fa-f0-9]{4})'],
  ['WINDOWSMAC', '(?:(?:[A-Fa-f0-9]{2}-){5}[A-Fa-f0-9]{2})'],
  ['COMMONMAC', '(?:(?:[A-Fa-f0-9]{2}:){5}[A-Fa-f0-9]{2})'],
  ['MAC', '(?:%{CISCOMAC}|%{WINDOWSMAC}|%{COMMONMAC})'],
  ['IPV6', ipv6Pattern()],
  ['IPV4', `(?<![0-9])${IPV4_ADDRESS}(?![0-9])`],
  ['IP', '(?:%{IPV6}|%{IPV4})'],
  ['HOSTNAME', '\\b(?:[0-9A-Za-z][0-9A-Za-z-]{0,62})(?:\\.(?:[0-9A-Za-z][0-9A-Za-z-]{0,62}))*(?:\\.?|\\b)'],
  ['IPORHOST', '(?:%{IP}|%{HOSTNAME})'],
  ['HOSTPORT', '%{IPORHOST}:%{POSINT}'],
  ['UNIXPATH', '(?:/(?:[\\w%!$@:.,+~-]|\\\\.)*)+'],
  ['WINPATH', '(?:[A-Za-z]+:|\\\\)(?:\\\\[^\\\\?*]*)+'],
  ['PATH', '(?:%{UNIXPATH}|%{WINPATH})'],
  ['URIPROTO', '[A-Za-z][A-Za-z0-9+.-]*'],
  ['URIHOST', '%{IPORHOST}(?::%{POSINT:port})?'],
  ['URIPATH', '(?:/[A-Za-z0-9$.+!*\'(){},~:;=@#%&_-]*)+'],
  ['URIPARAM', '\\?[A-Za-z0-9$.+!*\'|(){},~@#%&/=:;_?\\-\\[\\]<>]*'],
  ['URIPATHPARAM', '%{URIPATH}(?:%{URIPARAM})?'],
  ['URI', '%{URIPROTO}://(?:%{USER}(?::[^@]*)?@)?(?:%{URIHOST})?(?:%{URIPATHPARAM})?'],
  ['MONTH', monthPattern()],
  ['MONTHNUM', '(?:0?[1-9]|1[0-2])'],
  ['MONTHNUM2', '(?:0[1-9]|1[0-2])'],
  ['MONTHDAY', '(?:(?:0[1-9])|(?:[12][0-9])|(?:3[01])|[1-9])'],
  ['DAY', '\\b(?:[Mm]on(?:day)?|[Tt]ue(?:sday)?|[Ww]ed(?:nesday)?|[Tt]hu(?:rsday)?|[Ff]ri(?:day)?|[Ss]at(?:urday)?|[Ss]un(?:day)?|MON(?:DAY)?|TUE(?:SDAY)?|WED(?:NESDAY)?|THU(?:RSDAY)?|FRI(?:DAY)?|SAT(?:URDAY)?|SUN(?:DAY)?)\\b'],
  ['YEAR', '(?:\\d\\d){1,2}'],
  ['HOUR', '(?:2[0123]|[01]?[0-9])'],
  ['MINUTE', '(?:[0-5][0-9])'],
  ['SECOND', '(?:(?:[0-5]?[0-9]|60)(?:[:.,][0-9]+)?)'],
  ['TIME', '(?<![0-9])%{HOUR}:%{MINUTE}(?::%{SECOND})(?![0-9])'],
  ['DATE_US', '%{MONTHNUM}[/-]%{MONTHDAY}[/-]%{YEAR}'],
  ['DATE_EU', '%{MONTHDAY}[./-]%{MONTHNUM}[./-]%{YEAR}'],
  ['ISO8601_TIMEZONE', '(?:Z|[+-]%{HOUR}(?::?%{MINUTE}))'],
  ['ISO8601_SECOND', '(?:%{SECOND}|60)'],
  ['TIMESTAMP_ISO8601', '%{YEAR}-%{MONTHNUM}-%{MONTHDAY}[T ]%{HOUR}:?%{MINUTE}(?::?%{SECOND})?%{ISO8601_TIMEZONE}?'],
  ['DATE', '(?:%{DATE_US}|%{DATE_EU})'],
  ['DATESTAMP', '%{DATE}[- ]%{TIME}'],
  ['TZ', '(?:[APMCE][SD]T|UTC|GMT)'],
  ['DATESTAMP_RFC822', '%{DAY} %{MONTH} %{MONTHDAY} %{YEAR} %{TIME} %{TZ}'],
  ['DATESTAMP_RFC2822', '%{DAY}, %{MONTHDAY} %{MONTH} %{YEAR} %{TIME} %{ISO8601_TIMEZONE}'],
  ['DATESTAMP_OTHER', '%{DAY} %{MONTH} %{MONTHDAY} %{TIME} %{TZ} %{YEAR}'],
  ['DATESTAMP_EVENTLOG', '%{YEAR}%{MONTHNUM2}%{MONTHDAY}%{HOUR}%{MINUTE}%{SECOND}'],
  ['SYSLOGTIMESTAMP', '%{MONTH} +%{MONTHDAY} %{TIME}'],
  ['PROG', '[\\x21-\\x5a\\x5c\\x5e-\\x7e]+'],
  ['SYSLOGPROG', '%{PROG:program}(?:\\[%{POSINT:pid}\\])?'],
  ['SYSLOGHOST', '%{IPORHOST}'],
  ['SYSLOGFACILITY', '<%{NONNEGINT:facility}.%{NONNEGINT:priority}>'],
  ['SYSLOGBASE', '%{SYSLOGTIMESTAMP:timestamp} (?:%{SYSLOGFACILITY} )?%{SYSLOGHOST:logsource} %{SYSLOGPROG}:'],
  ['HTTPDATE', '%{MONTHDAY}/%{MONTH}/%{YEAR}:%{TIME} %{INT}'],
  ['COMMONAPACHELOG', '%{IPORHOST:clientip} %{USER:ident} %{USER:auth} \\[%{HTTPDATE:timestamp}\\] "(?:%{WORD:verb} %{NOTSPACE:request}(?: HTTP/%{NUMBER:httpversion})?|%{DATA:rawrequest})" %{NUMBER:response} (?:%{NUMBER:bytes}|-)'],
  ['COMBINEDAPACHELOG', '%{COMMONAPACHELOG} %{QS:referrer} %{QS:agent}'],
  ['LOGLEVEL', '(?:[Aa]lert|ALERT|[Tt]race|TRACE|[Dd]ebug|DEBUG|[Nn]otice|NOTICE|[Ii]nfo|INFO|[Ww]arn?(?:ing)?|WARN?(?:ING)?|[Ee]rr?(?:or)?|ERR?(?:OR)?|[Cc]rit?(?:ical)?|CRIT?(?:ICAL)?|[Ff]atal|FATAL|[Ss]evere|SEVERE|EMERG(?:ENCY)?|[Ee]merg(?:ency)?)'],
];

/** Stores the default set when there are no grok patterns at all (a new data folder); idempotent. */
/**
 * Installs the default set once per data folder (remembered in the settings table), so an administrator who
 * deletes patterns does not get them back at the next start. A folder that already has patterns (e.g. imported
 * before this flag existed) is left as it is.
 */
export function ensureDefaultGrokPatterns(db: Db, nowMs: number): void {
  if (getSetting<boolean>(db, DEFAULTS_INSTALLED)) return;
  db.transaction(() => {
    if (countGrokPatterns(db) === 0) {
      for (const [name, pattern] of DEFAULT_GROK_PATTERNS) insertGrokPattern(db, name, pattern, nowMs);
    }
    setSetting(db, DEFAULTS_INSTALLED, true);
  })();
}

const DEFAULTS_INSTALLED = 'grok.defaults_installed';
