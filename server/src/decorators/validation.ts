// The wire shape of a decorator, and checking one before it is stored or used in a search: a type this
// server runs, and a configuration of the type's requested fields with values of the right kind. Missing
// optional fields get their defaults; fields the type does not know are left out.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../http/errors';
import { decoratorType, DECORATOR_TYPES, type DecoratorConfig } from './types';

/** A decorator as clients send it: to /search/decorators, or in a messages search type. */
export const DecoratorSchema = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  type: Type.String({ minLength: 1, maxLength: 500 }),
  config: Type.Record(Type.String({ maxLength: 200 }), Type.Unknown()),
  stream: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  order: Type.Integer(),
});
export type DecoratorFields = Static<typeof DecoratorSchema>;

export interface CheckedDecorator {
  type: string;
  config: DecoratorConfig;
  stream: string | null;
  order: number;
}

const MAX_VALUE_LENGTH = 10_000;

/** `where` prefixes refusals of decorators inside a search ("queries[0].search_types[1].decorators[0]"). */
export function checkDecorator(input: DecoratorFields, where = ''): CheckedDecorator {
  const at = (name: string) => (where ? `${where}.${name}` : name);
  const type = decoratorType(input.type);
  if (!type) {
    throw badRequest(`${at('type')}: unknown decorator type ${input.type}; available: ${Object.keys(DECORATOR_TYPES).join(', ')}`, 'type');
  }
  const config: DecoratorConfig = {};
  for (const [name, field] of Object.entries(type.requested_configuration)) {
    const value = Object.hasOwn(input.config, name) ? input.config[name] : undefined;
    if (field.type === 'boolean') {
      if (value !== undefined && value !== null && typeof value !== 'boolean') throw badRequest(`${at(`config.${name}`)}: ${field.human_name} must be true or false`, 'config');
      config[name] = typeof value === 'boolean' ? value : field.default_value === true;
      continue;
    }
    if (value === undefined || value === null || value === '') {
      if (!field.is_optional) throw badRequest(`${at(`config.${name}`)}: ${field.human_name} is required`, 'config');
      config[name] = typeof field.default_value === 'string' ? field.default_value : '';
      continue;
    }
    if (typeof value !== 'string') throw badRequest(`${at(`config.${name}`)}: ${field.human_name} must be text`, 'config');
    if (value.length > MAX_VALUE_LENGTH) throw badRequest(`${at(`config.${name}`)}: ${field.human_name} must be at most ${MAX_VALUE_LENGTH} characters long`, 'config');
    config[name] = value;
  }
  const stream = input.stream === undefined || input.stream === null || input.stream === '' ? null : input.stream;
  return { type: type.type, config, stream, order: input.order };
}
