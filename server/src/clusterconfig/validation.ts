// Checking a submitted configuration against its schema, answering 400 with the field at fault.
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { badRequest } from '../http/errors';

export function parseWith<S extends TSchema>(schema: S, body: unknown, className: string): Static<S> {
  if (Value.Check(schema, body)) return body;
  const issue = Value.Errors(schema, body).First();
  const path = issue?.path ?? '';
  const field = path.split('/').filter(Boolean)[0];
  throw badRequest(`Couldn't parse cluster configuration "${className}": ${issue?.message ?? 'invalid'}${path ? ` at ${path}` : ''}`, field);
}
