import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { ViewsActions } from './ViewsStore';
import { viewFixture, viewsPageResponse } from 'fixtures/viewsFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });

describe('ViewsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });

  it('lists saved searches with page, size, query (encoded once) and sort, in the table shape', async () => {
    mockFetch.mockResolvedValueOnce(viewsPageResponse([viewFixture()], { page: 2, per_page: 10, query: 'web 01', total: 11, grand_total: 30 }));
    const page = await ViewsActions.listSavedSearches({ page: 2, perPage: 10, query: 'web 01', sort: { field: 'title', order: 'desc' } });

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/search/saved?page=2&per_page=10&query=web%2001&sort=title&order=desc');
    expect(page.list.map((view) => view.title)).toEqual(['Errors of web-01']);
    expect(page.pagination).toEqual({ page: 2, perPage: 10, count: 1, total: 11, grandTotal: 30, query: 'web 01' });
  });

  it('lists dashboards from GET /dashboards, and leaves a failure to the table (no toast)', async () => {
    mockFetch.mockResolvedValueOnce(viewsPageResponse([viewFixture({ type: 'DASHBOARD' })]));
    await ViewsActions.listDashboards({ page: 1, perPage: 20, query: '' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/dashboards?page=1&per_page=20');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ViewsActions.listDashboards({ page: 1, perPage: 20, query: '' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads one view, leaving 403 and 404 to the error page', async () => {
    mockFetch.mockResolvedValueOnce(viewFixture({ id: 'a/b' }));
    const view = await ViewsActions.get('a/b');
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/views/a%2Fb', undefined, {});
    expect(view.id).toBe('a/b');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'gone' }));
    await expect(ViewsActions.get('x')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ViewsActions.get('x')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('Loading view failed with status'), 'Could not load view');
  });

  it('toasts a missing view instead of an error page when a list loads it', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'gone' }));
    await expect(ViewsActions.get('x', { reportPageErrors: false })).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/views/x', undefined, { reportPageErrors: false });
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('Loading view failed with status'), 'Could not load view');
  });

  it('creates a dashboard without page errors and names it in the toast', async () => {
    const { id: _id, owner: _owner, created_at: _created, ...newView } = viewFixture({ type: 'DASHBOARD', title: 'Ops' });
    mockFetch.mockResolvedValueOnce({ ...newView, id: 'd1', owner: 'admin', created_at: '2024-03-01T12:00:00.000Z' });
    const created = await ViewsActions.create(newView);

    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/views', newView, { reportPageErrors: false });
    expect(created.id).toBe('d1');
    expect(UserNotification.success).toHaveBeenCalledWith('Dashboard "Ops" was created successfully.');
  });

  it('does not toast a refusal that the form shows at its field', async () => {
    const { id: _id, owner: _owner, created_at: _created, ...newView } = viewFixture({ type: 'DASHBOARD', title: '' });
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Title is required', failed: true, errors: { title: ['Title is required'] } }));
    await expect(ViewsActions.create(newView)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('updates with the whole view and toasts a failure with the catalogue form', async () => {
    const view = viewFixture();
    mockFetch.mockResolvedValueOnce(view);
    await ViewsActions.update(view);
    expect(mockFetch).toHaveBeenCalledWith('PUT', `/api/views/${view.id}`, view, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Saved search "Errors of web-01" was saved successfully.');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ViewsActions.update(view)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Saving saved search "Errors of web-01" failed with status: /), 'Could not save saved search',
    );
  });

  it('deletes quietly when asked (a bulk run reports itself)', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await ViewsActions.delete({ id: 'd1', title: 'Ops', type: 'DASHBOARD' }, { quiet: true });
    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/views/d1', undefined, { reportPageErrors: false });
    expect(UserNotification.success).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ViewsActions.delete({ id: 'd1', title: 'Ops', type: 'DASHBOARD' }, { quiet: true })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('saves a view by storing its search first, then pointing the view at it', async () => {
    const search = { id: 's1', queries: [], parameters: [] };
    const view = viewFixture({ id: 'v1', search_id: 'old' });
    mockFetch.mockImplementation(async (method, url, body) => (url === '/api/views/search' ? { ...(body as object), owner: 'admin' } : body));
    const saved = await ViewsActions.saveView(view, search, {});
    expect(mockFetch.mock.calls.map(([method, url]) => `${method} ${url}`)).toEqual(['POST /api/views/search', 'PUT /api/views/v1']);
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/views/search', search, { reportPageErrors: false });
    expect(saved).toMatchObject({ id: 'v1', search_id: 's1', state: {} });

    mockFetch.mockReset();
    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ViewsActions.saveView(view, search, {})).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledTimes(1);
    expect(UserNotification.error).toHaveBeenCalledTimes(1);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Storing the search failed with status: .*boom/), 'Could not store search');
  });
});
