// The codecs this server decodes with, their descriptions for GET /system/codecs/types/all, and the
// check of a codec configuration before an input stores it.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerRoutes, route } from '../http/routes';
import { charsetProblem, CK_CHARSET_NAME, configNumber, type RequestedConfiguration } from './configuration';
import { CK_DECOMPRESS_SIZE_LIMIT, DEFAULT_DECOMPRESS_SIZE_LIMIT, gelfCodec, gelfConfigurationFields } from './gelf';
import { rawCodec, rawConfigurationFields } from './raw';
import { CK_TIMEZONE, syslogCodec, syslogConfigurationFields } from './syslog';
import type { Codec } from './types';
import { timeZoneProblem } from './zonedTime';

export { requestedConfigurationField, type RequestedConfiguration, type RequestedConfigurationField } from './configuration';
export { CodecError, type Codec, type CodecContext } from './types';

/** Graylog's CodecTypeInfo. */
export interface CodecTypeInfo {
  type: string;
  name: string;
  requested_configuration: RequestedConfiguration;
}

const CODECS: Readonly<Record<string, Codec>> = { gelf: gelfCodec, syslog: syslogCodec, raw: rawCodec };

export function codecByName(name: string): Codec | undefined {
  return Object.hasOwn(CODECS, name) ? CODECS[name] : undefined;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The body of GET /system/codecs/types/all; frozen, since every caller shares it. */
export const CODEC_TYPES: Readonly<Record<string, CodecTypeInfo>> = deepFreeze({
  gelf: { type: 'gelf', name: 'GELF', requested_configuration: gelfConfigurationFields() },
  syslog: { type: 'syslog', name: 'Syslog', requested_configuration: syslogConfigurationFields() },
  raw: { type: 'raw', name: 'Raw/Plaintext', requested_configuration: rawConfigurationFields() },
});

/**
 * Why a configuration cannot be used with the codec (unknown encoding or time zone, a size limit that
 * is not a positive number), or null when it can. Checks only values the codec itself interprets.
 */
export function codecConfigurationProblem(codecName: string, configuration: Record<string, unknown>): string | null {
  const charset = configuration[CK_CHARSET_NAME];
  if (typeof charset === 'string') {
    const problem = charsetProblem(charset);
    if (problem) return problem;
  }
  if (codecName === 'gelf' && configuration[CK_DECOMPRESS_SIZE_LIMIT] !== undefined && configuration[CK_DECOMPRESS_SIZE_LIMIT] !== null) {
    const limit = configNumber(configuration, CK_DECOMPRESS_SIZE_LIMIT, NaN);
    if (!Number.isInteger(limit) || limit <= 0) {
      return `The decompressed size limit must be a positive number of bytes (default ${DEFAULT_DECOMPRESS_SIZE_LIMIT})`;
    }
  }
  if (codecName === 'syslog' && typeof configuration[CK_TIMEZONE] === 'string') {
    return timeZoneProblem(configuration[CK_TIMEZONE]);
  }
  return null;
}

export function registerCodecRoutes(api: FastifyInstance, _ctx: ServerContext): void {
  registerRoutes(api, [
    route({ method: 'GET', url: '/system/codecs/types/all', auth: 'authenticated', handler: () => CODEC_TYPES }),
  ]);
}
