// Graylog's SidecarConfiguration (sidecars arrive with a later issue; their settings are kept and checked now):
// when a silent sidecar counts as inactive and when it is removed, how often sidecars check in, and whether they
// send their status and may override their configuration.
import { Type } from '@sinclair/typebox';
import { badRequest } from '../http/errors';
import { isZeroPeriod, parsePeriod } from './periods';
import { parseWith } from './validation';

export const SIDECAR_CONFIG_CLASS = 'org.graylog.plugins.sidecar.system.SidecarConfiguration';

const PeriodText = Type.String({ minLength: 2, maxLength: 100 });

export const SidecarConfigSchema = Type.Object({
  sidecar_expiration_threshold: Type.Optional(PeriodText),
  sidecar_inactive_threshold: Type.Optional(PeriodText),
  sidecar_update_interval: Type.Optional(Type.Union([PeriodText, Type.Null()])),
  sidecar_send_status: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  sidecar_configuration_override: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
}, { additionalProperties: false });

export interface SidecarConfiguration {
  sidecar_expiration_threshold: string;
  sidecar_inactive_threshold: string;
  sidecar_update_interval: string;
  sidecar_send_status: boolean;
  sidecar_configuration_override: boolean;
}

export const defaultSidecarConfig = (): SidecarConfiguration => ({
  sidecar_expiration_threshold: 'P14D',
  sidecar_inactive_threshold: 'PT1M',
  sidecar_update_interval: 'PT30S',
  sidecar_send_status: true,
  sidecar_configuration_override: false,
});

const PERIOD_FIELDS = ['sidecar_expiration_threshold', 'sidecar_inactive_threshold', 'sidecar_update_interval'] as const;

export function parseSidecarConfig(body: unknown): SidecarConfiguration {
  const parsed = parseWith(SidecarConfigSchema, body, SIDECAR_CONFIG_CLASS);
  const defaults = defaultSidecarConfig();
  const config: SidecarConfiguration = {
    sidecar_expiration_threshold: parsed.sidecar_expiration_threshold ?? defaults.sidecar_expiration_threshold,
    sidecar_inactive_threshold: parsed.sidecar_inactive_threshold ?? defaults.sidecar_inactive_threshold,
    sidecar_update_interval: parsed.sidecar_update_interval ?? defaults.sidecar_update_interval,
    sidecar_send_status: parsed.sidecar_send_status ?? defaults.sidecar_send_status,
    sidecar_configuration_override: parsed.sidecar_configuration_override ?? defaults.sidecar_configuration_override,
  };
  for (const field of PERIOD_FIELDS) {
    const period = parsePeriod(config[field]);
    if (!period) throw badRequest(`"${config[field]}" is not an ISO 8601 period (such as PT30S or P14D)`, field);
    if (isZeroPeriod(period)) throw badRequest('The period must be longer than zero', field);
  }
  return config;
}
