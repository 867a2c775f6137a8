import {
  mayChangeStreamState, mayCloneStream, mayCreateStream, mayDeleteStream, mayEditStream, maySetStartpage, mayShareStream,
} from './streamPermissions';

const user = (permissions: Array<string>, extra: { username?: string, read_only?: boolean } = {}) => ({ username: 'jane', permissions, ...extra });
const stream = { id: 's1', is_default: false, creator_user_id: 'bob' };
const defaultStream = { id: '000000000000000000000001', is_default: true, creator_user_id: 'admin' };

describe('stream permissions', () => {
  it('follows the per-stream permissions', () => {
    const manager = user(['streams:read:s1', 'streams:edit:s1', 'streams:changestate:s1']);
    expect(mayEditStream(manager, stream)).toBe(true);
    expect(mayDeleteStream(manager, stream)).toBe(true);
    expect(mayChangeStreamState(manager, stream)).toBe(true);
    expect(mayCloneStream(manager, stream)).toBe(false);
    expect(mayEditStream(manager, { ...stream, id: 's2' })).toBe(false);

    const reader = user(['streams:read:s1']);
    expect([mayEditStream, mayDeleteStream, mayChangeStreamState, mayCloneStream].some((may) => may(reader, stream))).toBe(false);
    expect(mayCreateStream(reader)).toBe(false);
    expect(mayCloneStream(user(['streams:create', 'streams:read']), stream)).toBe(true);
  });

  it('keeps the default stream and system streams as they are, even for an administrator', () => {
    const admin = user(['*']);
    expect(mayEditStream(admin, defaultStream)).toBe(false);
    expect(mayDeleteStream(admin, defaultStream)).toBe(false);
    expect(mayChangeStreamState(admin, defaultStream)).toBe(false);
    expect(mayCloneStream(admin, defaultStream)).toBe(false);
    expect(mayEditStream(admin, { ...stream, is_editable: false })).toBe(false);
    expect(mayEditStream(admin, stream)).toBe(true);
  });

  it('offers sharing to the creator and to holders of streams:own', () => {
    expect(mayShareStream(user(['streams:read:s1'], { username: 'bob' }), stream)).toBe(true);
    expect(mayShareStream(user(['streams:edit:s1']), stream)).toBe(false);
    expect(mayShareStream(user(['*']), stream)).toBe(true);
    expect(mayShareStream(user(['*']), defaultStream)).toBe(false);
    expect(mayShareStream(undefined, stream)).toBe(false);
  });

  it('lets everyone but read-only accounts pick a start page', () => {
    expect(maySetStartpage(user([]))).toBe(true);
    expect(maySetStartpage(user(['*'], { read_only: true }))).toBe(false);
  });
});
