// An output's configuration checked before it is stored: the field kinds by the one configuration check
// (codecs/configuration.ts), then what only an output interprets (a reachable kind of destination, a
// usable queue, a readable trust chain). A refusal names the field.
import { accessSync, constants, statSync } from 'node:fs';
import { checkRequestedConfiguration, type Configuration } from '../codecs/configuration';
import { badRequest } from '../http/errors';
import { isHostAddress } from '../inputs/configuration';
import type { OutputType } from './types';

export type OutputConfiguration = Configuration;

/** The configuration to store for `type`, or a 400 naming the first field that is wrong. */
export function checkOutputConfiguration(type: OutputType, given: Record<string, unknown>): OutputConfiguration {
  const configuration = checkRequestedConfiguration(type.requested_configuration, given);
  if (type.kind === 'gelf') checkGelfConfiguration(configuration);
  return configuration;
}

function checkGelfConfiguration(configuration: Configuration): void {
  const hostname = String(configuration.hostname).trim();
  if (!isHostAddress(hostname)) throw badRequest('Destination host must be an IP address or a host name', 'hostname');
  configuration.hostname = hostname;
  for (const [field, label] of [['queue_size', 'Internal buffer size'], ['max_inflight_sends', 'Concurrent network requests']] as const) {
    if (typeof configuration[field] === 'number' && configuration[field] < 1) throw badRequest(`${label} must be at least 1`, field);
  }
  const chain = configuration.tls_trust_cert_chain;
  if (configuration.protocol === 'TCP+TLS' && typeof chain === 'string' && chain.trim() !== '') checkReadableFile(chain.trim());
}

function checkReadableFile(file: string): void {
  try {
    if (!statSync(file).isFile()) throw new Error('not a file');
    accessSync(file, constants.R_OK);
  } catch {
    throw badRequest(`TLS Trust Certificate Chain ${file} is not a readable file on the server`, 'tls_trust_cert_chain');
  }
}
