import { diffFields } from './fieldDiff';

describe('diffFields', () => {
  it('lists added, removed and changed fields by name, and nothing for fields left alone', () => {
    const before = { message: 'pay', source: 'web-01', path: '/checkout', tmp: 'x', level: 6 };
    const after = { message: 'pay', source: 'WEB-01', path: '/checkout', flow: 'checkout', level: 6 };
    expect(diffFields(before, after)).toEqual([
      { field: 'flow', change: 'added', after: 'checkout' },
      { field: 'source', change: 'changed', before: 'web-01', after: 'WEB-01' },
      { field: 'tmp', change: 'removed', before: 'x' },
    ]);
  });

  it('counts a change of type as a change, and a value that became empty or null as one too', () => {
    expect(diffFields({ status: 200, flag: 'true', note: 'a', gone: 'b' }, { status: '200', flag: true, note: '', gone: null })).toEqual([
      { field: 'flag', change: 'changed', before: 'true', after: true },
      { field: 'gone', change: 'changed', before: 'b', after: null },
      { field: 'note', change: 'changed', before: 'a', after: '' },
      { field: 'status', change: 'changed', before: 200, after: '200' },
    ]);
  });

  it('compares objects and lists by content, whatever the order of their keys', () => {
    expect(diffFields({ geo: { lat: 1, lon: 2 }, tags: ['a', 'b'] }, { geo: { lon: 2, lat: 1 }, tags: ['a', 'b'] })).toEqual([]);
    expect(diffFields({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toEqual([{ field: 'tags', change: 'changed', before: ['a', 'b'], after: ['b', 'a'] }]);
  });

  it('takes a timestamp written another way for the same instant as unchanged, and a moved one as changed', () => {
    expect(diffFields({ timestamp: '2024-03-01 12:00:00.000' }, { timestamp: '2024-03-01T12:00:00.000Z' })).toEqual([]);
    expect(diffFields({ timestamp: '2024-03-01T12:00:00.000Z' }, { timestamp: '2024-03-01T13:00:00.000Z' })).toHaveLength(1);
    // Only the timestamp is read as an instant: other fields compare as written.
    expect(diffFields({ seen: '2024-03-01 12:00:00.000' }, { seen: '2024-03-01T12:00:00.000Z' })).toHaveLength(1);
  });

  it('does not take a field inherited from Object for one the message has', () => {
    expect(diffFields({}, { constructor: 'x', toString: 'y' })).toEqual([
      { field: 'constructor', change: 'added', after: 'x' },
      { field: 'toString', change: 'added', after: 'y' },
    ]);
  });
});
