// Syslog numbers into names: levels and facilities as RFC 5424 names them (Graylog's spelling).
import { javaString } from '../values';
import { FunctionArgumentError } from './args';
import { defineFunction, param, type LibraryFunction } from './define';

const LEVELS = ['Emergency', 'Alert', 'Critical', 'Error', 'Warning', 'Notice', 'Informational', 'Debug'];
const FACILITIES = [
  'kern', 'user', 'mail', 'daemon', 'auth', 'syslog', 'lpr', 'news', 'uucp', 'clock', 'authpriv', 'ftp', 'ntp',
  'log audit', 'log alert', 'cron', 'local0', 'local1', 'local2', 'local3', 'local4', 'local5', 'local6', 'local7',
];

/** Guava's Ints.tryParse of the value's text: a 32-bit integer or null. */
function intOf(value: unknown): number | null {
  const text = javaString(value);
  if (!/^[+-]?\d+$/.test(text)) return null;
  const number = Number(text);
  return number >= -(2 ** 31) && number < 2 ** 31 ? number : null;
}

export const levelName = (level: number): string => LEVELS[level] ?? 'Unknown';
export const facilityName = (facility: number): string => FACILITIES[facility] ?? 'Unknown';

const valueParam = () => param('value', 'Object', 'The number to convert');

export const syslogLevel = defineFunction({
  name: 'syslog_level',
  description: 'The name of a syslog level number (e.g. 3 is Error)',
  returnType: 'String',
  pure: false,
  params: [valueParam()],
  invoke: (args) => levelName(intOf(args.value) ?? -1),
});

export const syslogFacility = defineFunction({
  name: 'syslog_facility',
  description: 'The name of a syslog facility number (e.g. 4 is auth)',
  returnType: 'String',
  pure: false,
  params: [valueParam()],
  invoke: (args) => facilityName(intOf(args.value) ?? -1),
});

function priorityOf(value: unknown): { level: number; facility: number } {
  const priority = intOf(value);
  if (priority === null) throw new FunctionArgumentError(`For input string: "${javaString(value)}"`);
  const facility = priority >> 3;
  return { level: priority - (facility << 3), facility };
}

export const expandSyslogPriority = defineFunction({
  name: 'expand_syslog_priority',
  description: 'The level and facility numbers of a syslog priority (as .level and .facility)',
  javaReturnType: 'org.graylog.plugins.pipelineprocessor.functions.syslog.SyslogPriority',
  returnType: 'Object',
  pure: false,
  params: [valueParam()],
  invoke: (args) => priorityOf(args.value),
});

export const expandSyslogPriorityAsString = defineFunction({
  name: 'expand_syslog_priority_as_string',
  description: 'The level and facility names of a syslog priority (as .level and .facility)',
  javaReturnType: 'org.graylog.plugins.pipelineprocessor.functions.syslog.SyslogPriorityAsString',
  returnType: 'Object',
  pure: false,
  params: [valueParam()],
  invoke(args) {
    const { level, facility } = priorityOf(args.value);
    return { level: levelName(level), facility: facilityName(facility) };
  },
});

export const SYSLOG_FUNCTIONS: LibraryFunction[] = [syslogLevel, syslogFacility, expandSyslogPriority, expandSyslogPriorityAsString];
