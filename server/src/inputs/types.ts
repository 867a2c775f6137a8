// The input types this server runs, identified by Graylog's class names, with the configuration
// forms Graylog describes for them: the transport's fields first, then the codec's (from CODEC_TYPES).
import os from 'node:os';
import { CODEC_TYPES, requestedConfigurationField, type RequestedConfiguration } from '../codecs';

export type TransportKind = 'udp' | 'tcp' | 'http' | 'generator';

export interface InputType {
  /** Graylog's class name, e.g. org.graylog2.inputs.gelf.udp.GELFUDPInput. */
  type: string;
  name: string;
  /** Codec name for codecByName(); null for the generator, which makes messages itself. */
  codec: 'gelf' | 'syslog' | 'raw' | null;
  transport: TransportKind;
  requested_configuration: RequestedConfiguration;
  link_to_docs: string;
}

/** Graylog's InputTypeInfo, as GET /system/inputs/types/{type} answers it. */
export interface InputTypeInfo {
  type: string;
  name: string;
  is_exclusive: boolean;
  requested_configuration: RequestedConfiguration;
  link_to_docs: string;
}

const KIB = 1024;
const MIB = 1024 * KIB;
const DEFAULT_PORTS = { gelf: 12201, syslog: 514, raw: 5555 } as const;

function networkFields(port: number, receiveBufferBytes: number, receiveBufferDescription: string): RequestedConfiguration {
  return {
    bind_address: requestedConfigurationField({
      type: 'text',
      humanName: 'Bind address',
      description: 'Address to listen on. For example 0.0.0.0 or 127.0.0.1.',
      defaultValue: '0.0.0.0',
    }),
    port: requestedConfigurationField({
      type: 'number',
      humanName: 'Port',
      description: 'Port to listen on.',
      defaultValue: port,
      attributes: ['is_port_number'],
    }),
    recv_buffer_size: requestedConfigurationField({
      type: 'number',
      humanName: 'Receive Buffer Size',
      description: receiveBufferDescription,
      defaultValue: receiveBufferBytes,
      optional: true,
      attributes: ['only_positive'],
    }),
    number_worker_threads: requestedConfigurationField({
      type: 'number',
      humanName: 'No. of worker threads',
      description:
        "Graylog's number of threads for this input's connections. This server serves every connection on one event loop, so the value is kept for compatibility but changes nothing.",
      defaultValue: os.availableParallelism(),
      optional: true,
      attributes: ['only_positive'],
    }),
  };
}

function udpFields(port: number): RequestedConfiguration {
  return networkFields(port, 256 * KIB, 'The size in bytes of the receive buffer of the UDP socket (the operating system may cap it).');
}

function tcpFields(port: number, nullDelimiter: boolean): RequestedConfiguration {
  return {
    ...networkFields(port, MIB, 'How many bytes are read ahead from each connection before reading waits for processing.'),
    tcp_keepalive: requestedConfigurationField({
      type: 'boolean',
      humanName: 'TCP keepalive',
      description: 'Enable TCP keepalive packets',
      defaultValue: false,
      optional: true,
    }),
    use_null_delimiter: requestedConfigurationField({
      type: 'boolean',
      humanName: 'Null frame delimiter?',
      description: 'Use null byte as frame delimiter? Otherwise newline delimiter is used.',
      defaultValue: nullDelimiter,
      optional: true,
    }),
    max_message_size: requestedConfigurationField({
      type: 'number',
      humanName: 'Maximum message size',
      description: 'The maximum length of a message in bytes. A longer one closes its connection.',
      defaultValue: 2 * MIB,
      optional: true,
      attributes: ['only_positive'],
    }),
  };
}

function httpFields(port: number): RequestedConfiguration {
  const { use_null_delimiter: _delimiter, max_message_size: _size, ...tcp } = tcpFields(port, false);
  return {
    ...tcp,
    enable_cors: requestedConfigurationField({
      type: 'boolean',
      humanName: 'Enable CORS',
      description: 'Input sends CORS headers to satisfy browser security policies',
      defaultValue: true,
      optional: true,
    }),
    max_chunk_size: requestedConfigurationField({
      type: 'number',
      humanName: 'Max. HTTP chunk size',
      description: 'The maximum HTTP chunk size in bytes (e. g. length of HTTP request body)',
      defaultValue: 64 * KIB,
      optional: true,
      attributes: ['only_positive'],
    }),
    idle_writer_timeout: requestedConfigurationField({
      type: 'number',
      humanName: 'Idle writer timeout',
      description: 'The server closes the connection after the given time in seconds after the last client write request. (use 0 to disable)',
      defaultValue: 60,
      optional: true,
      attributes: ['only_positive'],
    }),
  };
}

const forceRdns = requestedConfigurationField({
  type: 'boolean',
  humanName: 'Force rDNS?',
  description:
    'Force rDNS resolution of hostname? Use if hostname cannot be parsed. (Be careful if you are sending DNS logs into this input because it can cause a feedback loop.)',
  defaultValue: false,
  optional: true,
});

const codecFields = (codec: keyof typeof DEFAULT_PORTS): RequestedConfiguration => ({ ...CODEC_TYPES[codec].requested_configuration });

function generatorFields(): RequestedConfiguration {
  return {
    throttling_allowed: requestedConfigurationField({
      type: 'boolean',
      humanName: 'Allow throttling this input.',
      description: 'If enabled, no new messages are generated while processing is behind. Otherwise messages generated then are dropped and counted as failures.',
      defaultValue: false,
      optional: true,
    }),
    sleep: requestedConfigurationField({
      type: 'number',
      humanName: 'Sleep time',
      description: 'How many milliseconds to sleep between generating messages.',
      defaultValue: 25,
      attributes: ['only_positive'],
    }),
    sleep_deviation: requestedConfigurationField({
      type: 'number',
      humanName: 'Maximum random sleep time deviation',
      description: 'The deviation is used to generate a more realistic and non-steady message flow.',
      defaultValue: 30,
      attributes: ['only_positive'],
    }),
    source: requestedConfigurationField({
      type: 'text',
      humanName: 'Source name',
      description: 'What to use as source of the generate messages.',
      defaultValue: 'example.org',
    }),
  };
}

function inputType(type: string, name: string, codec: InputType['codec'], transport: TransportKind, fields: RequestedConfiguration): InputType {
  // Graylog's descriptors of these inputs name no documentation page.
  return { type, name, codec, transport, requested_configuration: fields, link_to_docs: '' };
}

const TYPES: readonly InputType[] = [
  inputType('org.graylog2.inputs.gelf.udp.GELFUDPInput', 'GELF UDP', 'gelf', 'udp', { ...udpFields(DEFAULT_PORTS.gelf), ...codecFields('gelf') }),
  inputType('org.graylog2.inputs.gelf.tcp.GELFTCPInput', 'GELF TCP', 'gelf', 'tcp', { ...tcpFields(DEFAULT_PORTS.gelf, true), ...codecFields('gelf') }),
  inputType('org.graylog2.inputs.gelf.http.GELFHttpInput', 'GELF HTTP', 'gelf', 'http', { ...httpFields(DEFAULT_PORTS.gelf), ...codecFields('gelf') }),
  inputType('org.graylog2.inputs.syslog.udp.SyslogUDPInput', 'Syslog UDP', 'syslog', 'udp', {
    ...udpFields(DEFAULT_PORTS.syslog),
    force_rdns: forceRdns,
    ...codecFields('syslog'),
  }),
  inputType('org.graylog2.inputs.syslog.tcp.SyslogTCPInput', 'Syslog TCP', 'syslog', 'tcp', {
    ...tcpFields(DEFAULT_PORTS.syslog, false),
    force_rdns: forceRdns,
    ...codecFields('syslog'),
  }),
  inputType('org.graylog2.inputs.raw.udp.RawUDPInput', 'Raw/Plaintext UDP', 'raw', 'udp', { ...udpFields(DEFAULT_PORTS.raw), ...codecFields('raw') }),
  inputType('org.graylog2.inputs.raw.tcp.RawTCPInput', 'Raw/Plaintext TCP', 'raw', 'tcp', { ...tcpFields(DEFAULT_PORTS.raw, false), ...codecFields('raw') }),
  inputType('org.graylog2.inputs.random.FakeHttpMessageInput', 'Random HTTP message generator', null, 'generator', generatorFields()),
];

const BY_CLASS = new Map(TYPES.map((type) => [type.type, type]));

export const GELF_TCP_INPUT = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
export const FAKE_HTTP_MESSAGE_INPUT = 'org.graylog2.inputs.random.FakeHttpMessageInput';

export function inputTypeByClass(type: string): InputType | undefined {
  return BY_CLASS.get(type);
}

export function allInputTypes(): readonly InputType[] {
  return TYPES;
}

export function inputTypeInfo(type: InputType): InputTypeInfo {
  return { type: type.type, name: type.name, is_exclusive: false, requested_configuration: type.requested_configuration, link_to_docs: type.link_to_docs };
}
