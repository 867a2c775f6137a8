import { errorMessage, FetchError, reasonOf } from './FetchError';

describe('reasonOf', () => {
  it("says why a call failed in the server's own words when it sent any", () => {
    expect(reasonOf(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Item 2 is locked.' }))).toBe('Item 2 is locked.');
    expect(reasonOf(new FetchError('Bad Request', 400, 'Plain text reason'))).toBe('Plain text reason');
  });

  it('falls back to the error itself: the status text for a bare answer, the message of any other error', () => {
    const bare = new FetchError('Internal Server Error', 500, undefined);
    expect(reasonOf(bare)).toBe(bare.message);
    expect(reasonOf(bare)).toContain('Internal Server Error');
    expect(reasonOf(new Error('offline'))).toBe('offline');
    expect(reasonOf('just text')).toBe('just text');
  });

  it('differs from errorMessage, the toast text, only where the server gave a reason', () => {
    const refused = new FetchError('Forbidden', 403, { message: 'Not allowed' });
    expect(errorMessage(refused)).toBe(refused.message);
    expect(reasonOf(refused)).toBe('Not allowed');
  });
});
