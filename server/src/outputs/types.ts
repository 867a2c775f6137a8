// The output types this server runs, under Graylog's class names and descriptor names, so content packs
// and scripts written for Graylog create them unchanged. Their forms use the same field kinds as input
// types (codecs/configuration.ts).
import { requestedConfigurationField, type RequestedConfiguration } from '../codecs';

export const LOGGING_OUTPUT = 'org.graylog2.outputs.LoggingOutput';
export const GELF_OUTPUT = 'org.graylog2.outputs.GelfOutput';

export type OutputKind = 'logging' | 'gelf';

export interface OutputType {
  type: string;
  kind: OutputKind;
  /** Graylog's descriptor name ("GELF Output"). */
  name: string;
  /** Graylog's descriptor human name, which its console shows as the type's description. */
  human_name: string;
  link_to_docs: string;
  requested_configuration: RequestedConfiguration;
}

/** Graylog's AvailableOutputSummary, as GET /system/outputs/available answers it per type. */
export interface AvailableOutputSummary {
  type: string;
  name: string;
  human_name: string;
  link_to_docs: string;
  requested_configuration: RequestedConfiguration;
}

export const GELF_PROTOCOLS = { TCP: 'TCP', 'TCP+TLS': 'TCP+TLS', UDP: 'UDP' } as const;
export type GelfProtocol = keyof typeof GELF_PROTOCOLS;

const DEFAULT_GELF_PORT = 12201;
export const DEFAULT_QUEUE_SIZE = 512;

function loggingFields(): RequestedConfiguration {
  return {
    prefix: requestedConfigurationField({
      type: 'text',
      humanName: 'Prefix',
      description: 'Written at the start of each line, before the message.',
      defaultValue: 'Writing message: ',
      optional: true,
    }),
  };
}

function gelfFields(): RequestedConfiguration {
  return {
    hostname: requestedConfigurationField({
      type: 'text',
      humanName: 'Destination host',
      description: 'Host name or IP address of the GELF input that receives the messages.',
      defaultValue: '',
    }),
    port: requestedConfigurationField({
      type: 'number',
      humanName: 'Destination port',
      description: 'Port of the GELF input that receives the messages.',
      defaultValue: DEFAULT_GELF_PORT,
      attributes: ['is_port_number'],
    }),
    protocol: requestedConfigurationField({
      type: 'dropdown',
      humanName: 'Protocol',
      description: 'TCP sends null-byte delimited frames over one kept connection; UDP sends datagrams, chunked when a message is larger than one chunk.',
      defaultValue: 'TCP',
      values: { ...GELF_PROTOCOLS },
    }),
    connect_timeout: requestedConfigurationField({
      type: 'number',
      humanName: 'TCP Connect Timeout',
      description: 'Milliseconds to wait for a TCP connection before trying again (0: no limit; at most 3600000, one hour).',
      defaultValue: 1000,
      optional: true,
      attributes: ['only_positive'],
    }),
    reconnect_delay: requestedConfigurationField({
      type: 'number',
      humanName: 'TCP Reconnect Delay',
      description: 'Milliseconds to wait before the first reconnect (at most 30000); each further failed attempt waits twice as long, up to 30 seconds.',
      defaultValue: 500,
      optional: true,
      attributes: ['only_positive'],
    }),
    tcp_no_delay: requestedConfigurationField({
      type: 'boolean',
      humanName: 'TCP No Delay',
      description: "Send each frame at once instead of waiting to fill a packet (turns Nagle's algorithm off).",
      defaultValue: false,
      optional: true,
    }),
    tcp_keep_alive: requestedConfigurationField({
      type: 'boolean',
      humanName: 'TCP Keep Alive',
      description: 'Send TCP keep-alive probes on the idle connection.',
      defaultValue: false,
      optional: true,
    }),
    tls_verification_enabled: requestedConfigurationField({
      type: 'boolean',
      humanName: 'TLS verification',
      description: "With TCP+TLS: refuse a destination whose certificate is not trusted or does not name the host.",
      defaultValue: false,
      optional: true,
    }),
    tls_trust_cert_chain: requestedConfigurationField({
      type: 'text',
      humanName: 'TLS Trust Certificate Chain',
      description: "With TCP+TLS: a PEM file on this server holding the certificates to trust instead of the system's.",
      defaultValue: '',
      optional: true,
    }),
    queue_size: requestedConfigurationField({
      type: 'number',
      humanName: 'Internal buffer size',
      description: 'How many messages wait for the destination (1 to 100000); while it is full (the destination is slow or down), further messages are dropped and counted.',
      defaultValue: DEFAULT_QUEUE_SIZE,
      optional: true,
      attributes: ['only_positive'],
    }),
    max_inflight_sends: requestedConfigurationField({
      type: 'number',
      humanName: 'Concurrent network requests',
      description: 'How many messages may be handed to the network without having been sent yet (1 to 10000).',
      defaultValue: 512,
      optional: true,
      attributes: ['only_positive'],
    }),
  };
}

const TYPES: readonly OutputType[] = [
  {
    type: LOGGING_OUTPUT,
    kind: 'logging',
    name: 'STDOUT Output',
    human_name: 'An output writing every message to STDOUT.',
    link_to_docs: '',
    requested_configuration: loggingFields(),
  },
  {
    type: GELF_OUTPUT,
    kind: 'gelf',
    name: 'GELF Output',
    human_name: 'An output sending GELF over TCP or UDP',
    link_to_docs: '',
    requested_configuration: gelfFields(),
  },
];

const BY_CLASS = new Map(TYPES.map((type) => [type.type, type]));

export function outputTypeByClass(type: string): OutputType | undefined {
  return BY_CLASS.get(type);
}

export function availableOutputs(): Record<string, AvailableOutputSummary> {
  return Object.fromEntries(TYPES.map(({ kind: _kind, ...summary }) => [summary.type, summary]));
}
