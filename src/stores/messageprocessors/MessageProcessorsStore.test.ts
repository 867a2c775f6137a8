import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { MessageProcessorsActions } from './MessageProcessorsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const FILTER_CHAIN = 'org.graylog2.messageprocessors.MessageFilterChainProcessor';
const PIPELINES = 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter';
const config = {
  processor_order: [{ name: 'Pipeline Processor', class_name: PIPELINES }, { name: 'Message Filter Chain', class_name: FILTER_CHAIN }],
  disabled_processors: [],
};

describe('MessageProcessorsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('loads the configuration as the page\'s own entity', async () => {
    mockFetch.mockResolvedValueOnce(config);
    expect(await MessageProcessorsActions.load()).toEqual(config);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/messageprocessors/config');
  });

  it('saves with the catalogue\'s success and failure toasts', async () => {
    mockFetch.mockResolvedValueOnce(config);
    await MessageProcessorsActions.update(config);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/messageprocessors/config', config, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Configuration updated successfully');

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not allowed' }));
    await expect(MessageProcessorsActions.update(config)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*Not allowed/), 'Could not update config');
  });
});
