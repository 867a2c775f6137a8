// Checking an input's configuration against its type's requested_configuration before it is saved: the
// field kinds by the one configuration check (codecs/configuration.ts: required fields, whole numbers,
// ports 1..65535, no negative sizes, booleans, text, one of a dropdown's values), then what only an input
// interprets: a usable bind address and what the codec itself reads (encoding, time zone, size limits).
// A refusal names the field.
import net from 'node:net';
import { CODEC_TYPES, codecConfigurationProblem } from '../codecs';
import { checkRequestedConfiguration, type Configuration } from '../codecs/configuration';
import { badRequest } from '../http/errors';
import type { InputType } from './types';

export type { Configuration } from '../codecs/configuration';

// RFC 1123 host names: labels of letters, digits and hyphens.
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** An IP address or an RFC 1123 host name. */
export function isHostAddress(value: string): boolean {
  return net.isIP(value) !== 0 || HOST_NAME.test(value);
}

function checkBindAddress(value: unknown): void {
  if (typeof value !== 'string') return;
  if (!isHostAddress(value)) throw badRequest('Bind address must be an IP address or a host name', 'bind_address');
}

/** The configuration to store for an input of `type`, or a 400 naming the first field that is wrong. */
export function checkConfiguration(type: Pick<InputType, 'requested_configuration' | 'codec'>, given: Record<string, unknown>): Configuration {
  const result = checkRequestedConfiguration(type.requested_configuration, given);
  checkBindAddress(result.bind_address);
  if (type.codec) checkCodecSettings(type.codec, result);
  return result;
}

// The codec reports a problem without naming the setting; asking about one setting at a time finds it.
function checkCodecSettings(codec: string, configuration: Configuration): void {
  for (const name of Object.keys(CODEC_TYPES[codec]?.requested_configuration ?? {})) {
    if (!Object.hasOwn(configuration, name)) continue;
    const problem = codecConfigurationProblem(codec, { [name]: configuration[name] });
    if (problem) throw badRequest(problem, name);
  }
  const problem = codecConfigurationProblem(codec, configuration);
  if (problem) throw badRequest(problem);
}
