// An output's configuration checked before it is stored: the field kinds by the one configuration check
// (codecs/configuration.ts), then what only an output interprets (a reachable kind of destination,
// numbers within their bounds, a readable trust chain). A refusal names the field.
import { accessSync, constants, statSync } from 'node:fs';
import { checkRequestedConfiguration, configNumber, type Configuration } from '../codecs/configuration';
import { badRequest } from '../http/errors';
import { isHostAddress } from '../inputs/configuration';
import type { OutputType } from './types';

export type OutputConfiguration = Configuration;

/** The configuration to store for `type`, or a 400 naming the first field that is wrong. */
export function checkOutputConfiguration(type: OutputType, given: Record<string, unknown>): OutputConfiguration {
  const configuration = checkRequestedConfiguration(type.requested_configuration, given);
  if (type.kind === 'gelf') checkGelfConfiguration(type, configuration);
  return configuration;
}

type BoundedField = 'queue_size' | 'max_inflight_sends' | 'connect_timeout' | 'reconnect_delay';

interface NumberBounds {
  min: number;
  max: number;
  unit: string;
}

/**
 * The bounds of an output's numbers. Every queued message is held in memory, so the queue (and what is
 * handed to the network) is bounded; timeouts stay within an hour, far below what a timer can hold
 * (2^31-1 ms: above it Node fires after 1 ms); a retry never waits longer than 30 s anyway (worker.ts).
 */
export const OUTPUT_NUMBER_BOUNDS: Readonly<Record<BoundedField, NumberBounds>> = {
  queue_size: { min: 1, max: 100_000, unit: 'messages' },
  max_inflight_sends: { min: 1, max: 10_000, unit: 'messages' },
  connect_timeout: { min: 0, max: 3_600_000, unit: 'ms' },
  reconnect_delay: { min: 0, max: 30_000, unit: 'ms' },
};

/** A stored number within its bounds: configurations saved before the bounds existed are read within them too. */
export function boundedNumber(configuration: Record<string, unknown>, field: BoundedField, fallback: number): number {
  const { min, max } = OUTPUT_NUMBER_BOUNDS[field];
  return Math.min(max, Math.max(min, configNumber(configuration, field, fallback)));
}

function checkGelfConfiguration(type: OutputType, configuration: Configuration): void {
  const hostname = String(configuration.hostname).trim();
  if (!isHostAddress(hostname)) throw badRequest('Destination host must be an IP address or a host name', 'hostname');
  configuration.hostname = hostname;
  for (const [field, { min, max, unit }] of Object.entries(OUTPUT_NUMBER_BOUNDS)) {
    const value = configuration[field];
    if (typeof value !== 'number') continue;
    const label = type.requested_configuration[field]?.human_name ?? field;
    if (value < min) throw badRequest(`${label} must be at least ${min}`, field);
    if (value > max) throw badRequest(`${label} must be at most ${max} ${unit}`, field);
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
