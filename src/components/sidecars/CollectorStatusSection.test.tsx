import { statusMessage } from './CollectorStatusSection';

describe('statusMessage', () => {
  const status = (code: number, message: string) => ({ collector_id: 'c1', status: code, message, verbose_message: '' });

  it('leaves out a message that only repeats the status word', () => {
    expect(statusMessage(status(0, 'Running'))).toBe('');
    expect(statusMessage(status(3, 'stopped.'))).toBe('');
  });

  it('keeps what the collector says beyond its status, and fills in Graylog\'s words when it says nothing', () => {
    expect(statusMessage(status(2, 'cannot open /var/log/app.log'))).toBe('cannot open /var/log/app.log');
    expect(statusMessage(status(0, 'Running since 10:02'))).toBe('Running since 10:02');
    expect(statusMessage(status(0, ''))).toBe('Collector is running.');
    expect(statusMessage(status(1, ''))).toBe('Collector status is currently unknown.');
  });
});
