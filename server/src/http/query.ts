// Query-string values are always strings. Body validation must not coerce types ("123" is not a
// number in a JSON body), so ajv runs with coercion off, and this hook converts query values
// to the types their route schema declares before validation.
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface PropertySchema {
  type?: string | string[];
}

function coerce(value: string, schema: PropertySchema): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function coerceQuery(request: FastifyRequest): void {
  const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, PropertySchema> } | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  if (!schema?.properties || !query) return;
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = query[name];
    if (typeof value === 'string') query[name] = coerce(value, property);
  }
}

export function installQueryCoercion(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    coerceQuery(request);
  });
}
