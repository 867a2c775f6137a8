import { openDatabase } from './database';
import { deleteSetting, getSetting, setSetting } from './settings';
import { tempDir } from '../../test/helpers';

describe('settings', () => {
  it('deleteSetting removes one key and leaves the others; deleting a missing key is fine', () => {
    const db = openDatabase(tempDir());
    try {
      setSetting(db, 'test.one', { a: 1 });
      setSetting(db, 'test.two', 'kept');
      deleteSetting(db, 'test.one');
      deleteSetting(db, 'test.never-stored');
      expect(getSetting(db, 'test.one')).toBeUndefined();
      expect(getSetting(db, 'test.two')).toBe('kept');
    } finally {
      db.close();
    }
  });
});
