// The wire shape of a decorator, and checking one before it is stored or used in a search: a type this
// server runs, and a configuration of the type's requested fields checked like every other type's
// (required fields present, values of the right kind). Missing optional fields get their defaults;
// fields the type does not know are left out.
import { Type, type Static } from '@sinclair/typebox';
import { checkRequestedConfiguration, type Configuration, type RequestedConfiguration } from '../codecs/configuration';
import { ApiError, badRequest } from '../http/errors';
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

/**
 * The type's configuration through the one check of a submitted configuration (codecs/configuration.ts),
 * its refusal prefixed with where the field is ("config.target_field: Target field is required") and
 * reported at `config`, the body field a form shows it under.
 */
function checkedConfig(fields: RequestedConfiguration, given: Record<string, unknown>, at: (name: string) => string): DecoratorConfig {
  let configuration: Configuration;
  try {
    configuration = checkRequestedConfiguration(fields, given);
  } catch (error) {
    if (error instanceof ApiError && error.field !== undefined) throw badRequest(`${at(`config.${error.field}`)}: ${error.message}`, 'config');
    throw error;
  }
  const config: DecoratorConfig = {};
  // Decorator forms have only text and boolean fields.
  for (const [name, value] of Object.entries(configuration)) if (typeof value === 'string' || typeof value === 'boolean') config[name] = value;
  return config;
}

/** `where` prefixes refusals of decorators inside a search ("queries[0].search_types[1].decorators[0]"). */
export function checkDecorator(input: DecoratorFields, where = ''): CheckedDecorator {
  const at = (name: string) => (where ? `${where}.${name}` : name);
  const type = decoratorType(input.type);
  if (!type) {
    throw badRequest(`${at('type')}: unknown decorator type ${input.type}; available: ${Object.keys(DECORATOR_TYPES).join(', ')}`, 'type');
  }
  const config = checkedConfig(type.requested_configuration, input.config, at);
  const stream = input.stream === undefined || input.stream === null || input.stream === '' ? null : input.stream;
  return { type: type.type, config, stream, order: input.order };
}
