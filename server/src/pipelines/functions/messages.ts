// Functions on the message itself: its fields, its streams, dropping it and making new messages.
import { randomUUID } from 'node:crypto';
import { getField, newPipelineMessage, removeField, setField, storedValue } from '../message';
import type { EvaluationContext, FunctionArgs, PipelineMessage, StreamRef } from '../types';
import { DateTimeValue } from '../values';
import { booleanArg, dateArg, mapArg, messageArg, stringArg } from './args';
import { defineFunction, optional, param } from './define';

const messageParam = (description = 'The message to work on; the current message when left out') =>
  optional('message', 'Message', description);

/** Streams by id, or else by title (the same title may be used by several streams). */
function streamsNamed(args: FunctionArgs, context: EvaluationContext): StreamRef[] | undefined {
  const id = stringArg(args, 'id') ?? '';
  if (id !== '') {
    const stream = context.services.streamById(id);
    return stream ? [stream] : undefined;
  }
  const name = stringArg(args, 'name') ?? '';
  if (name === '') return undefined;
  return context.services.streamsByTitle(name);
}

function withAffixes(field: string, args: FunctionArgs): string {
  return `${stringArg(args, 'prefix') ?? ''}${field}${stringArg(args, 'suffix') ?? ''}`;
}

export const hasField = defineFunction({
  name: 'has_field',
  description: 'Whether the message has a value in the field',
  returnType: 'Boolean',
  pure: false,
  params: [param('field', 'String', 'The name of the field'), messageParam()],
  invoke(args, context) {
    const field = stringArg(args, 'field');
    return field !== null && Object.hasOwn(messageArg(args, context).fields, field);
  },
});

export const getFieldFunction = defineFunction({
  name: 'get_field',
  description: "The field's value, null when the message has no such field",
  returnType: 'Object',
  pure: false,
  params: [param('field', 'String', 'The name of the field'), messageParam()],
  invoke(args, context) {
    const field = stringArg(args, 'field');
    if (field === null) return null;
    return getField(messageArg(args, context), field) ?? null;
  },
});

export const setFieldFunction = defineFunction({
  name: 'set_field',
  description: 'Sets a field of the message to a value',
  returnType: 'Void',
  pure: false,
  params: [
    param('field', 'String', 'The name of the field'),
    param('value', 'Object', 'The value to set'),
    optional('prefix', 'String', 'Text put before the field name'),
    optional('suffix', 'String', 'Text put after the field name'),
    messageParam(),
    // Graylog 5's addition; rules written for 4.x never pass it.
    optional('default', 'Object', 'The value to set when the value is null'),
  ],
  invoke(args, context) {
    const field = stringArg(args, 'field');
    if (field === null || field === '') return null;
    setField(messageArg(args, context), withAffixes(field, args), args.value ?? args.default);
    return null;
  },
});

export const setFields = defineFunction({
  name: 'set_fields',
  description: 'Sets every entry of a map as a field of the message',
  returnType: 'Void',
  pure: false,
  params: [
    param('fields', 'Map', 'The fields to set, by name'),
    optional('prefix', 'String', 'Text put before each field name'),
    optional('suffix', 'String', 'Text put after each field name'),
    messageParam(),
  ],
  invoke(args, context) {
    const fields = mapArg(args, 'fields');
    if (fields === null) return null;
    const message = messageArg(args, context);
    for (const [field, value] of Object.entries(fields)) setField(message, withAffixes(field, args), value);
    return null;
  },
});

export const removeFieldFunction = defineFunction({
  name: 'remove_field',
  description: 'Removes a field from the message',
  returnType: 'Void',
  pure: false,
  params: [param('field', 'String', 'The name of the field'), messageParam()],
  invoke(args, context) {
    const field = stringArg(args, 'field');
    if (field !== null) removeField(messageArg(args, context), field);
    return null;
  },
});

export const renameField = defineFunction({
  name: 'rename_field',
  description: 'Moves the value of a field to a field with another name',
  returnType: 'Void',
  pure: false,
  params: [param('old_field', 'String', 'The current name of the field'), param('new_field', 'String', 'The new name of the field'), messageParam()],
  invoke(args, context) {
    const oldName = stringArg(args, 'old_field');
    const newName = stringArg(args, 'new_field');
    if (oldName === null || newName === null || oldName === newName) return null;
    const message = messageArg(args, context);
    if (!Object.hasOwn(message.fields, oldName)) return null;
    setField(message, newName, getField(message, oldName));
    removeField(message, oldName);
    return null;
  },
});

export const routeToStream = defineFunction({
  name: 'route_to_stream',
  description: 'Routes the message into a stream, named by title or by id',
  returnType: 'Void',
  pure: false,
  params: [
    optional('name', 'String', 'The exact title of the stream'),
    optional('id', 'String', 'The id of the stream'),
    messageParam(),
    optional('remove_from_default', 'Boolean', 'Whether to take the message out of the default stream too'),
  ],
  invoke(args, context) {
    const streams = streamsNamed(args, context);
    if (!streams || streams.length === 0) return null;
    const message = messageArg(args, context);
    // As Graylog's RouteToStream: a paused stream takes no messages (remove_from_default still applies).
    for (const stream of streams) if (!stream.disabled) message.streams.add(stream.id);
    if (booleanArg(args, 'remove_from_default') === true) message.streams.delete(context.services.defaultStreamId);
    return null;
  },
});

export const removeFromStream = defineFunction({
  name: 'remove_from_stream',
  description: 'Takes the message out of a stream; a message left in no stream goes back to the default stream',
  returnType: 'Void',
  pure: false,
  params: [optional('name', 'String', 'The exact title of the stream'), optional('id', 'String', 'The id of the stream'), messageParam()],
  invoke(args, context) {
    const streams = streamsNamed(args, context);
    if (!streams) return null;
    const message = messageArg(args, context);
    // As Graylog's RemoveFromStream: a paused stream is left as it is.
    for (const stream of streams) if (!stream.disabled) message.streams.delete(stream.id);
    if (message.streams.size === 0) message.streams.add(context.services.defaultStreamId);
    return null;
  },
});

export const dropMessage = defineFunction({
  name: 'drop_message',
  description: 'Drops the message: it is processed no further and not stored',
  returnType: 'Void',
  pure: true,
  params: [messageParam('The message to drop; the current message when left out')],
  invoke(args, context) {
    messageArg(args, context).dropped = true;
    return null;
  },
});

function textField(message: PipelineMessage, name: string): string {
  const value = message.fields[name];
  return typeof value === 'string' ? value : '';
}

export const createMessage = defineFunction({
  name: 'create_message',
  description: 'Makes a new message, stored after the pipelines ran',
  returnType: 'Message',
  pure: false,
  params: [
    optional('message', 'String', "The new message's text; the current message's when left out"),
    optional('source', 'String', "The new message's source; the current message's when left out"),
    optional('timestamp', 'DateTime', "The new message's timestamp; now when left out"),
  ],
  invoke(args, context) {
    const timestamp = dateArg(args, 'timestamp') ?? new DateTimeValue(context.services.now());
    const created = newPipelineMessage({
      _id: randomUUID(),
      message: stringArg(args, 'message') ?? textField(context.message, 'message'),
      source: stringArg(args, 'source') ?? textField(context.message, 'source'),
      timestamp: timestamp.toJSON(),
    });
    context.createdMessages.push(created);
    return created;
  },
});

export const cloneMessage = defineFunction({
  name: 'clone_message',
  description: 'Copies a message with its fields and streams into a new one, stored after the pipelines ran',
  returnType: 'Message',
  pure: false,
  params: [messageParam('The message to copy; the current message when left out')],
  invoke(args, context) {
    const original = messageArg(args, context);
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(original.fields)) fields[name] = storedValue(structuredClone(value));
    fields._id = randomUUID();
    const timestamp = getField(original, 'timestamp');
    if (!(timestamp instanceof DateTimeValue)) {
      fields.timestamp = new Date(context.services.now()).toISOString();
      fields.gl2_original_timestamp = String(timestamp);
    }
    const clone = newPipelineMessage(fields, original.streams);
    context.createdMessages.push(clone);
    return clone;
  },
});

export const MESSAGE_FUNCTIONS = [
  hasField,
  getFieldFunction,
  setFieldFunction,
  setFields,
  removeFieldFunction,
  renameField,
  routeToStream,
  removeFromStream,
  dropMessage,
  createMessage,
  cloneMessage,
];
