import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { LoggingActions } from './LoggingStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

describe('LoggingStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists loggers by name with the root logger first', async () => {
    mockFetch.mockResolvedValueOnce({
      total: 3,
      loggers: { 'org.graylog2': { level: 'info', level_syslog: 6 }, '': { level: 'warn', level_syslog: 4 }, 'io.netty': { level: 'warn', level_syslog: 4 } },
    });
    const loggers = await LoggingActions.loggers();
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/loggers');
    expect(loggers.map((logger) => logger.name)).toEqual(['', 'io.netty', 'org.graylog2']);
    expect(loggers[2]).toEqual({ name: 'org.graylog2', level: 'info', level_syslog: 6 });
  });

  it('lists the subsystems with their names', async () => {
    mockFetch.mockResolvedValueOnce({
      subsystems: { graylog: { title: 'Graylog', categories: ['org.graylog2', 'org.graylog'], description: 'All messages from Graylog-owned systems.', level: 'info', level_syslog: 6 } },
    });
    const subsystems = await LoggingActions.subsystems();
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/loggers/subsystems');
    expect(subsystems).toEqual([expect.objectContaining({ name: 'graylog', title: 'Graylog', level: 'info' })]);
  });

  it('sets a logger\'s and a subsystem\'s level, encoding the name, and says so', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await LoggingActions.setLoggerLevel('org.graylog2.shared.rest', 'debug');
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/loggers/org.graylog2.shared.rest/level/debug', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('The level of logger "org.graylog2.shared.rest" was changed to debug.');

    mockFetch.mockResolvedValueOnce(undefined);
    await LoggingActions.setSubsystemLevel({ name: 'sockets', title: 'Sockets', description: '', level: 'warn', level_syslog: 4 }, 'trace');
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/loggers/subsystems/sockets/level/trace', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('The level of subsystem "Sockets" was changed to trace.');
  });

  it('toasts a refused level change, even one naming a field, and rethrows', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Unknown level', failed: true, errors: { level: ['is unknown'] } }));
    await expect(LoggingActions.setLoggerLevel('a/b', 'info')).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/loggers/a%2Fb/level/info', undefined, QUIET);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Changing the log level failed with status: /), 'Could not change log level');
  });

  it('asks for recent messages at a level and hands them over newest first', async () => {
    mockFetch.mockResolvedValueOnce({
      messages: [
        { message: 'older', class_name: 'a', level: 'INFO', marker: null, timestamp: '2024-03-01T10:00:00.000Z', throwable: null, thread_name: 'main', context: {} },
        { message: 'newer', class_name: 'a', level: 'WARN', marker: null, timestamp: '2024-03-01T10:00:01.000Z', throwable: null, thread_name: 'main', context: {} },
      ],
    });
    const messages = await LoggingActions.recentMessages('warn');
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/loggers/messages/recent?limit=500&level=WARN', undefined, QUIET);
    expect(messages.map((message) => message.message)).toEqual(['newer', 'older']);
  });
});
