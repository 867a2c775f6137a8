import { decodeSyslog, splitSyslogPri, syslogCodec, syslogFacilityName, syslogLevelName } from './syslog';
import type { CodecContext } from './types';
import { codecErrorOf } from './testSupport';

const NOW = Date.parse('2024-05-01T12:00:00.000Z');
const NOW_ISO = '2024-05-01T12:00:00.000Z';

function context(configuration: Record<string, unknown> = {}, nowMs = NOW): CodecContext {
  return { remoteAddress: '192.0.2.7', nowMs, configuration };
}

function decode(line: string, configuration: Record<string, unknown> = {}, nowMs = NOW) {
  return decodeSyslog(Buffer.from(line), context(configuration, nowMs));
}

const reason = codecErrorOf;

describe('syslog codec: RFC 3164 and its dialects', () => {
  it('is named syslog', () => {
    expect(syslogCodec.name).toBe('syslog');
  });

  it('decodes the RFC 3164 example with host and tag', () => {
    expect(decode("<34>Oct 11 22:14:15 mymachine su: 'su root' failed for lonvick on /dev/pts/8\n")).toEqual({
      message: "su: 'su root' failed for lonvick on /dev/pts/8",
      source: 'mymachine',
      // October is more than a day ahead of May 2024: the message is from last year.
      timestamp: '2023-10-11T22:14:15.000Z',
      level: 2,
      facility: 'security/authorization',
      facility_num: 4,
      application_name: 'su',
    });
  });

  it('takes an address as host and a message without tag', () => {
    const fields = decode('<13>Feb  5 17:32:18 10.0.0.99 Use the BFG!');
    expect(fields).toMatchObject({ source: '10.0.0.99', message: 'Use the BFG!', timestamp: '2024-02-05T17:32:18.000Z' });
    expect(fields).not.toHaveProperty('application_name');
  });

  it('reads the process id of a tag', () => {
    expect(decode('<86>Apr 30 09:01:02 server sshd[4321]: Accepted publickey for root from 10.1.1.1 port 50000 ssh2\r\n')).toEqual({
      message: 'sshd[4321]: Accepted publickey for root from 10.1.1.1 port 50000 ssh2',
      source: 'server',
      timestamp: '2024-04-30T09:01:02.000Z',
      level: 6,
      facility: 'security/authorization',
      facility_num: 10,
      application_name: 'sshd',
      process_id: '4321',
    });
  });

  it('decodes a line without host (the tag follows the date)', () => {
    expect(decode('<13>May  1 11:59:00 logger: hello there')).toMatchObject({
      source: '192.0.2.7',
      message: 'logger: hello there',
      application_name: 'logger',
      timestamp: '2024-05-01T11:59:00.000Z',
    });
  });

  it('decodes Cisco IOS lines with sequence numbers and millisecond dates', () => {
    expect(decode('<189>123: *Mar  1 18:46:11.123: %SYS-5-CONFIG_I: Configured from console by vty2 (10.34.195.36)')).toEqual({
      message: '%SYS-5-CONFIG_I: Configured from console by vty2 (10.34.195.36)',
      source: '192.0.2.7',
      timestamp: '2024-03-01T18:46:11.123Z',
      level: 5,
      facility: 'local7',
      facility_num: 23,
      sequence_number: 123,
    });
  });

  it('decodes Cisco lines whose origin id names the host before the date', () => {
    expect(decode('<187>53: router1: Apr 30 10:00:00.5 UTC: %LINK-3-UPDOWN: Interface GigabitEthernet0/1, changed state to down')).toMatchObject({
      source: 'router1',
      sequence_number: 53,
      timestamp: '2024-04-30T10:00:00.500Z',
      level: 3,
      message: '%LINK-3-UPDOWN: Interface GigabitEthernet0/1, changed state to down',
    });
  });

  it('decodes Cisco ASA lines with a year in the date', () => {
    expect(decode('<166>Jan 10 2023 10:00:00: %ASA-6-302013: Built outbound TCP connection 1 for outside:10.0.0.1/443')).toMatchObject({
      source: '192.0.2.7',
      timestamp: '2023-01-10T10:00:00.000Z',
      facility: 'local4',
      level: 6,
      message: '%ASA-6-302013: Built outbound TCP connection 1 for outside:10.0.0.1/443',
    });
  });

  it('decodes Cisco ASA lines that name their host', () => {
    expect(decode('<190>May 01 2024 11:00:00 FW-01 : %ASA-6-302014: Teardown TCP connection 7 for outside:10.0.0.1/443')).toMatchObject({
      source: 'FW-01',
      timestamp: '2024-05-01T11:00:00.000Z',
      message: '%ASA-6-302014: Teardown TCP connection 7 for outside:10.0.0.1/443',
    });
  });

  it('decodes pfSense lines, whose tag follows the date without host', () => {
    expect(decode('<134>May  1 11:00:00 filterlog[123]: 5,,,1000000103,igb0,match,block,in,4')).toMatchObject({
      source: '192.0.2.7',
      application_name: 'filterlog',
      process_id: '123',
      facility: 'local0',
    });
  });

  it('decodes ISO 8601 dates as many devices send them', () => {
    expect(decode('<14>2024-04-30T21:15:03.123456+02:00 fw01 kernel: DROP IN=eth0 OUT= SRC=10.0.0.1')).toMatchObject({
      source: 'fw01',
      timestamp: '2024-04-30T19:15:03.123Z',
      application_name: 'kernel',
      message: 'kernel: DROP IN=eth0 OUT= SRC=10.0.0.1',
    });
    expect(decode('<14>2024-04-30 21:15:03 nas01 backup finished', { timezone: 'America/New_York' })).toMatchObject({
      source: 'nas01',
      timestamp: '2024-05-01T01:15:03.000Z',
      message: 'backup finished',
    });
  });

  it('reads dates without zone in the configured time zone, daylight saving included', () => {
    expect(decode('<13>May  1 11:00:00 host summer', { timezone: 'Europe/Berlin' }).timestamp).toBe('2024-05-01T09:00:00.000Z');
    expect(decode('<13>Jan 15 11:00:00 host winter', { timezone: 'Europe/Berlin' }).timestamp).toBe('2024-01-15T10:00:00.000Z');
    expect(decode('<13>May  1 11:00:00 host default').timestamp).toBe('2024-05-01T11:00:00.000Z');
    expect(decode('<13>May  1 11:00:00 host unset', { timezone: 'NotConfigured' }).timestamp).toBe('2024-05-01T11:00:00.000Z');
  });

  it('takes the current year in the configured zone, and last year for a date more than a day ahead', () => {
    const newYear = Date.parse('2024-01-01T00:30:00.000Z');
    expect(decode('<13>Dec 31 23:59:00 host late', {}, newYear).timestamp).toBe('2023-12-31T23:59:00.000Z');
    // Still 2023 in New York at that instant.
    expect(decode('<13>Dec 31 19:00:00 host late', { timezone: 'America/New_York' }, newYear).timestamp).toBe('2024-01-01T00:00:00.000Z');
    expect(decode('<13>May  2 11:00:00 host tomorrow').timestamp).toBe('2024-05-02T11:00:00.000Z');
  });

  it('uses the reception time for a line without date, unless the input forbids it', () => {
    expect(decode('<13>just some text')).toMatchObject({ message: 'just some text', source: '192.0.2.7', timestamp: NOW_ISO });
    expect(reason(() => decode('<13>just some text', { allow_override_date: false }))).toBe(
      'Syslog message has no date that can be read, and the input does not allow using the reception time',
    );
    expect(decode('<13>May  1 11:00:00 host dated', { allow_override_date: false }).timestamp).toBe('2024-05-01T11:00:00.000Z');
  });

  it('keeps the whole line in full_message when configured', () => {
    const line = '<13>May  1 11:00:00 host text';
    expect(decode(`${line}\n`, { store_full_message: true }).full_message).toBe(line);
    expect(decode(line)).not.toHaveProperty('full_message');
  });

  it('uses override_source when configured', () => {
    expect(decode('<13>May  1 11:00:00 host text', { override_source: 'fixed' }).source).toBe('fixed');
  });
});

describe('syslog codec: RFC 5424', () => {
  it('decodes a message with a BOM and without structured data', () => {
    expect(decode("<34>1 2003-10-11T22:14:15.003Z mymachine.example.com su - ID47 - \uFEFF'su root' failed for lonvick on /dev/pts/8")).toEqual({
      message: "'su root' failed for lonvick on /dev/pts/8",
      source: 'mymachine.example.com',
      timestamp: '2003-10-11T22:14:15.003Z',
      level: 2,
      facility: 'security/authorization',
      facility_num: 4,
      application_name: 'su',
      msgid: 'ID47',
    });
  });

  it('decodes a zone offset and microseconds', () => {
    expect(decode("<165>1 2003-08-24T05:14:15.000003-07:00 192.0.2.1 myproc 8710 - - %% It's time to make the do-nuts.")).toMatchObject({
      source: '192.0.2.1',
      timestamp: '2003-08-24T12:14:15.000Z',
      application_name: 'myproc',
      process_id: '8710',
      message: "%% It's time to make the do-nuts.",
      facility: 'local4',
      level: 5,
    });
  });

  it('turns structured data parameters into fields', () => {
    const fields = decode(
      '<165>1 2003-10-11T22:14:15.003Z mymachine.example.com evntslog - ID47 [exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"] \uFEFFAn application event log entry...',
    );
    expect(fields).toEqual({
      message: 'An application event log entry...',
      source: 'mymachine.example.com',
      timestamp: '2003-10-11T22:14:15.003Z',
      level: 5,
      facility: 'local4',
      facility_num: 20,
      application_name: 'evntslog',
      msgid: 'ID47',
      iut: '3',
      eventSource: 'Application',
      eventID: '1011',
    });
  });

  it('prefixes parameters with their SD-ID when expanding structured data', () => {
    const line =
      '<165>1 2003-10-11T22:14:15.003Z host evntslog - ID47 [exampleSDID@32473 iut="3" eventSource="Application"][examplePriority@32473 class="high"]';
    const fields = decode(line, { expand_structured_data: true });
    expect(fields).toMatchObject({ 'exampleSDID@32473_iut': '3', 'exampleSDID@32473_eventSource': 'Application', 'examplePriority@32473_class': 'high' });
    // Without text, the structured data is the message.
    expect(fields.message).toBe('[exampleSDID@32473 iut="3" eventSource="Application"][examplePriority@32473 class="high"]');
  });

  it('unescapes parameter values and never lets them replace standard fields', () => {
    const fields = decode('<14>1 2024-04-30T10:00:00Z host app 12 ID1 [x@1 quote="a\\"b" slash="c\\\\d" bracket="e\\]f" level="9" source="evil" msgid="no"] text');
    expect(fields).toMatchObject({ quote: 'a"b', slash: 'c\\d', bracket: 'e]f', level: 6, source: 'host', message: 'text' });
    expect(fields.msgid).toBe('ID1');
  });

  it('uses the sender and the reception time for nil values', () => {
    expect(decode('<14>1 - - - - - - hello')).toEqual({
      message: 'hello',
      source: '192.0.2.7',
      timestamp: NOW_ISO,
      level: 6,
      facility: 'user-level',
      facility_num: 1,
    });
  });

  it('decodes Juniper lines with structured data', () => {
    const line = '<165>1 2024-05-01T11:00:00.123+02:00 router mgd 1234 UI_COMMIT [junos@2636.1.1.1.2.18 username="admin" comment=""] User \'admin\' requested commit';
    expect(decode(line)).toMatchObject({
      source: 'router',
      timestamp: '2024-05-01T09:00:00.123Z',
      msgid: 'UI_COMMIT',
      username: 'admin',
      comment: '',
      message: "User 'admin' requested commit",
    });
  });

  it('keeps the text after malformed structured data as the message', () => {
    expect(decode('<14>1 2024-04-30T10:00:00Z host app - - [broken param text').message).toBe('[broken param text');
  });
});

describe('syslog codec: malformed lines', () => {
  it.each([
    ['an empty line', '', 'Empty message'],
    ['a line without PRI', 'Oct 11 22:14:15 host text', 'Not a syslog message: it must start with a priority such as <13> (0 to 191)'],
    ['a PRI above 191', '<192>Oct 11 22:14:15 host text', 'Not a syslog message: it must start with a priority such as <13> (0 to 191)'],
    ['a PRI that is no number', '<abc>text', 'Not a syslog message: it must start with a priority such as <13> (0 to 191)'],
    ['a PRI without text', '<13>\n', 'Syslog message has no text after its header'],
    ['an RFC 5424 header without text', '<14>1 - - - - - -', 'Syslog message has no text after its header'],
  ])('refuses %s', (_name, line, expected) => {
    expect(reason(() => decode(line))).toBe(expected);
  });

  it('refuses invalid UTF-8 and unknown time zones', () => {
    expect(reason(() => decodeSyslog(Buffer.from([0x3c, 0x31, 0x33, 0x3e, 0xff]), context()))).toBe('Invalid UTF-8 in payload');
    expect(reason(() => decode('<13>May  1 11:00:00 host text', { timezone: 'Mars/Olympus' }))).toBe('Unknown time zone "Mars/Olympus"');
  });
});

describe('syslog names', () => {
  it("gives Graylog's level names", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(syslogLevelName)).toEqual([
      'Emergency', 'Alert', 'Critical', 'Error', 'Warning', 'Notice', 'Informational', 'Debug',
    ]);
    expect(syslogLevelName(8)).toBe('Invalid');
    expect(syslogLevelName(-1)).toBe('Invalid');
  });

  it("gives Graylog's facility names", () => {
    expect(syslogFacilityName(0)).toBe('kernel');
    expect(syslogFacilityName(3)).toBe('system daemon');
    expect(syslogFacilityName(10)).toBe('security/authorization');
    expect(syslogFacilityName(15)).toBe('clock');
    expect(syslogFacilityName(16)).toBe('local0');
    expect(syslogFacilityName(23)).toBe('local7');
    expect(syslogFacilityName(24)).toBe('Unknown');
  });

  it('splits a PRI into facility and level', () => {
    expect(splitSyslogPri(165)).toEqual({ facility: 20, level: 5 });
    expect(splitSyslogPri(0)).toEqual({ facility: 0, level: 0 });
  });
});
