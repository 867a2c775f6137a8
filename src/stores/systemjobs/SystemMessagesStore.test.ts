import { fetchPeriodically } from '@/logic/rest/FetchProvider';

import { SystemMessagesActions } from './SystemMessagesStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));

const mockPoll = fetchPeriodically as jest.MockedFunction<typeof fetchPeriodically>;

describe('SystemMessagesStore', () => {
  beforeEach(() => mockPoll.mockReset());

  it('asks for one page by number as a polled call and answers Graylog\'s shape', async () => {
    const messages = [{ caller: 'org.graylog2.bootstrap.Main', content: 'Started up.', timestamp: '2024-03-01T10:00:00.000Z', node_id: 'n' }];
    mockPoll.mockResolvedValueOnce({ total: 31, messages });
    await expect(SystemMessagesActions.list(2)).resolves.toEqual({ total: 31, messages });
    expect(mockPoll).toHaveBeenCalledWith('GET', '/api/system/messages?page=2');
  });

  it('rejects when the server does not answer, for the panel to say so', async () => {
    mockPoll.mockRejectedValueOnce(new Error('down'));
    await expect(SystemMessagesActions.list(1)).rejects.toThrow('down');
  });
});
