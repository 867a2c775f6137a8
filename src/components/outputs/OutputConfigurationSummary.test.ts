import { configurationEntries } from './OutputConfigurationSummary';
import { gelfOutputTypeFixture, outputFixture, webhookOutputTypeFixture, WEBHOOK_OUTPUT } from 'fixtures/outputFixtures';

describe('configurationEntries', () => {
  it('lists required fields and optional ones changed from their default, counting the others', () => {
    const output = outputFixture({ configuration: { hostname: 'archive', port: 12201, protocol: 'UDP', tcp_no_delay: true } });
    expect(configurationEntries(output, gelfOutputTypeFixture())).toEqual({
      entries: [
        { name: 'hostname', label: 'Destination host', text: 'archive' },
        { name: 'port', label: 'Destination port', text: '12201' },
        { name: 'protocol', label: 'Protocol', text: 'UDP' },
        { name: 'tcp_no_delay', label: 'TCP no delay', text: 'true' },
      ],
      atDefault: 0,
    });
    expect(configurationEntries({ ...output, configuration: { ...output.configuration, tcp_no_delay: false } }, gelfOutputTypeFixture()).atDefault).toBe(1);
  });

  it('never shows a secret, only whether it is set', () => {
    const type = webhookOutputTypeFixture();
    const set = outputFixture({ type: WEBHOOK_OUTPUT, configuration: { url: 'https://hooks.example.org', api_token: 'abc' } });
    expect(configurationEntries(set, type).entries.map((entry) => entry.text)).toEqual(['https://hooks.example.org', 'set (hidden)']);
    const unset = outputFixture({ type: WEBHOOK_OUTPUT, configuration: { url: 'https://hooks.example.org', api_token: '' } });
    expect(configurationEntries(unset, type).entries[1].text).toBe('not set');
  });
});
