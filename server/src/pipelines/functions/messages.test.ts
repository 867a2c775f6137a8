import { DateTimeValue } from '../values';
import { call, DEFAULT_STREAM, STREAMS, testContext } from './testing';

const ERRORS = STREAMS[1].id;

describe('field functions', () => {
  it('has_field and get_field see the message, or the one passed', () => {
    const context = testContext({ path: '/a' });
    expect(call('has_field', { field: 'path' }, context)).toBe(true);
    expect(call('has_field', { field: 'nope' }, context)).toBe(false);
    expect(call('get_field', { field: 'path' }, context)).toBe('/a');
    expect(call('get_field', { field: 'nope' }, context)).toBeNull();
    expect(call('get_field', { field: 'timestamp' }, context)).toEqual(new DateTimeValue(Date.parse('2024-05-01T10:00:00Z')));
    const other = testContext({ path: '/b' }).message;
    expect(call('get_field', { field: 'path', message: other }, context)).toBe('/b');
  });

  it('set_field writes with prefix and suffix, skips an empty name and null values, trims strings', () => {
    const context = testContext();
    call('set_field', { field: 'flow', value: 'checkout' }, context);
    call('set_field', { field: 'flow', value: 1, prefix: 'p_', suffix: '_s' }, context);
    call('set_field', { field: '', value: 'x' }, context);
    call('set_field', { field: 'gone', value: null }, context);
    call('set_field', { field: 'fallback', value: null, default: 'd' }, context);
    call('set_field', { field: 'padded', value: '  v  ' }, context);
    call('set_field', { field: 'when', value: new DateTimeValue(0) }, context);
    expect(context.message.fields).toMatchObject({ flow: 'checkout', p_flow_s: 1, padded: 'v', fallback: 'd', when: '1970-01-01T00:00:00.000Z' });
    expect(context.message.fields).not.toHaveProperty('gone');
    expect(() => call('set_field', { field: 'x', value: 1, message: 'not a message' }, context)).toThrow("Argument 'message' must be a Message");
  });

  it('set_fields writes every entry, with affixes; null writes nothing', () => {
    const context = testContext();
    call('set_fields', { fields: { a: 1, b: 'two' }, prefix: 'x_' }, context);
    call('set_fields', { fields: null }, context);
    expect(context.message.fields).toMatchObject({ x_a: 1, x_b: 'two' });
    expect(() => call('set_fields', { fields: 'a=1' }, context)).toThrow("Argument 'fields' must be a Map");
  });

  it('remove_field removes custom fields but never the message’s own', () => {
    const context = testContext({ path: '/a' });
    call('remove_field', { field: 'path' }, context);
    call('remove_field', { field: 'message' }, context);
    expect(context.message.fields).not.toHaveProperty('path');
    expect(context.message.fields.message).toBe('hello world');
  });

  it('rename_field moves the value; a missing field or the same name changes nothing', () => {
    const context = testContext({ old: 'v' });
    call('rename_field', { old_field: 'old', new_field: 'new' }, context);
    expect(context.message.fields).toMatchObject({ new: 'v' });
    expect(context.message.fields).not.toHaveProperty('old');
    call('rename_field', { old_field: 'new', new_field: 'new' }, context);
    call('rename_field', { old_field: 'missing', new_field: 'other' }, context);
    expect(context.message.fields).toMatchObject({ new: 'v' });
    expect(context.message.fields).not.toHaveProperty('other');
  });
});

describe('stream functions', () => {
  it('route_to_stream by title or id, optionally out of the default stream', () => {
    const context = testContext();
    call('route_to_stream', { name: 'errors' }, context);
    expect([...context.message.streams]).toEqual([DEFAULT_STREAM, ERRORS]);
    call('route_to_stream', { name: 'twins', remove_from_default: true }, context);
    expect([...context.message.streams]).toEqual([ERRORS, STREAMS[2].id, STREAMS[3].id]);
  });

  it('route_to_stream prefers the id and ignores unknown streams and empty names', () => {
    const context = testContext();
    call('route_to_stream', { id: ERRORS, name: 'twins' }, context);
    call('route_to_stream', { name: 'nope', remove_from_default: true }, context);
    call('route_to_stream', { name: '' }, context);
    expect([...context.message.streams]).toEqual([DEFAULT_STREAM, ERRORS]);
  });

  it('remove_from_stream puts a message left in no stream back into the default one', () => {
    const context = testContext();
    call('route_to_stream', { id: ERRORS, remove_from_default: true }, context);
    call('remove_from_stream', { name: 'errors' }, context);
    expect([...context.message.streams]).toEqual([DEFAULT_STREAM]);
    call('remove_from_stream', {}, context);
    expect([...context.message.streams]).toEqual([DEFAULT_STREAM]);
  });

  it('route_to_stream and remove_from_stream leave paused streams alone, as Graylog', () => {
    const context = testContext();
    const pausedTwin = { ...STREAMS[2], disabled: true };
    const { services } = context;
    context.services = {
      ...services,
      streamById: (id) => (id === pausedTwin.id ? pausedTwin : services.streamById(id)),
      streamsByTitle: (title) => (title === 'twins' ? [pausedTwin, STREAMS[3]] : services.streamsByTitle(title)),
    };
    call('route_to_stream', { name: 'twins', remove_from_default: true }, context);
    expect([...context.message.streams]).toEqual([STREAMS[3].id]);
    call('route_to_stream', { id: STREAMS[2].id }, context);
    expect([...context.message.streams]).toEqual([STREAMS[3].id]);
    // A paused stream the message is in (it was routed there before the pause) keeps it.
    context.message.streams.add(STREAMS[2].id);
    call('remove_from_stream', { name: 'twins' }, context);
    expect([...context.message.streams]).toEqual([STREAMS[2].id]);
  });

  it('drop_message marks the message dropped', () => {
    const context = testContext();
    call('drop_message', {}, context);
    expect(context.message.dropped).toBe(true);
  });
});

describe('new messages', () => {
  it('create_message takes the current message’s text and source and now by default', () => {
    const context = testContext();
    const created = call('create_message', {}, context);
    expect(context.createdMessages).toEqual([created]);
    expect(context.createdMessages[0].fields).toMatchObject({ message: 'hello world', source: 'web-1', timestamp: '2024-05-01T12:00:00.000Z' });
    expect(context.createdMessages[0].fields._id).toEqual(expect.any(String));
    call('create_message', { message: 'm', source: 's', timestamp: new DateTimeValue(0) }, context);
    expect(context.createdMessages[1].fields).toMatchObject({ message: 'm', source: 's', timestamp: '1970-01-01T00:00:00.000Z' });
  });

  it('clone_message copies fields and streams into an independent message with a new id', () => {
    const context = testContext({ tags: ['a'] });
    call('route_to_stream', { name: 'errors' }, context);
    call('clone_message', {}, context);
    const [clone] = context.createdMessages;
    expect(clone.fields).toMatchObject({ message: 'hello world', tags: ['a'], timestamp: '2024-05-01T10:00:00.000Z' });
    expect(clone.fields._id).not.toBe('a1');
    expect([...clone.streams]).toEqual([DEFAULT_STREAM, ERRORS]);
    (clone.fields.tags as string[]).push('b');
    clone.streams.clear();
    expect(context.message.fields.tags).toEqual(['a']);
    expect(context.message.streams.size).toBe(2);
  });

  it('clone_message replaces an unreadable timestamp with now and keeps the original', () => {
    const context = testContext({ timestamp: 'garbage' });
    call('clone_message', {}, context);
    expect(context.createdMessages[0].fields).toMatchObject({ timestamp: '2024-05-01T12:00:00.000Z', gl2_original_timestamp: 'garbage' });
  });
});
