import { emitFetchEvent } from '@/logic/rest/FetchEvents';

import { ErrorsActions, ErrorsStore } from './ErrorsStore';

describe('ErrorsStore', () => {
  beforeEach(async () => {
    await ErrorsActions.clear();
  });

  it('holds the page error the fetch layer reports', () => {
    emitFetchEvent('pageError', { type: 'NotFoundError', message: 'Stream <1> not found' });
    expect(ErrorsStore.getInitialState().error).toEqual({ type: 'NotFoundError', message: 'Stream <1> not found' });
  });

  it('forgets the error when cleared, and triggers only when there was one', async () => {
    await ErrorsActions.report({ type: 'UnauthorizedError', message: 'Forbidden' });
    const listener = jest.fn();
    const unsubscribe = ErrorsStore.listen(listener, null);
    await ErrorsActions.clear();
    await ErrorsActions.clear();
    unsubscribe();
    expect(ErrorsStore.getInitialState().error).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
