import type { SavedSearchState } from '@/stores/views/savedSearch';

import { hasUnsavedChanges } from './savedSearchChanges';

const saved: SavedSearchState = {
  query: 'http_status:500',
  timerange: { type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' },
  streams: ['s1', 's2'],
  selectedFields: ['source', 'message'],
};

describe('hasUnsavedChanges', () => {
  it('sees none in the same search, however the server wrote times and listed streams', () => {
    expect(hasUnsavedChanges(saved, { ...saved })).toBe(false);
    expect(hasUnsavedChanges(saved, {
      ...saved, timerange: { type: 'absolute', from: '2024-03-01T12:00:00Z', to: '2024-03-01T13:00:00Z' }, streams: ['s2', 's1'],
    })).toBe(false);
  });

  it('sees a changed query, range, stream or column (columns in their order)', () => {
    expect(hasUnsavedChanges(saved, { ...saved, query: 'http_status:404' })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...saved, timerange: { type: 'relative', range: 3600 } })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...saved, timerange: { ...saved.timerange, to: '2024-03-01T14:00:00.000Z' } as SavedSearchState['timerange'] })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...saved, streams: ['s1'] })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...saved, selectedFields: ['source', 'message', 'http_status'] })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...saved, selectedFields: ['message', 'source'] })).toBe(true);
    expect(hasUnsavedChanges({ ...saved, timerange: { type: 'keyword', keyword: 'last week' } }, { ...saved, timerange: { type: 'keyword', keyword: 'yesterday' } })).toBe(true);
  });
});
