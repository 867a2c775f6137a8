// /tools/lookup_table_tester: what a lookup table answers for a text, as the lookup table extractor would use
// it (Graylog's LookupTableTesterResource and its response shape). A table that does not exist, or a lookup
// that failed, is told in the answer rather than as an HTTP error.
import { Type, type Static } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { route, type DeclaredRoute } from '../http/routes';
import { isEmptyResult } from '../lookup/results';
import { lookupServiceFor } from '../lookup/service';

const TesterInput = Type.Object(
  { string: Type.String({ minLength: 1, maxLength: 100_000 }), lookup_table_name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: true },
);

export interface LookupTableTesterResponse {
  empty: boolean;
  error: boolean;
  error_message: string;
  key: string | null;
  value: unknown;
}

export async function testLookupTable(ctx: ServerContext, input: Static<typeof TesterInput>): Promise<LookupTableTesterResponse> {
  const service = lookupServiceFor(ctx);
  const name = input.lookup_table_name;
  if (!service.has(name)) return { empty: true, error: true, error_message: `Lookup table <${name}> doesn't exist`, key: null, value: null };
  const result = await service.query(name, input.string.trim());
  if (!result) return { empty: true, error: false, error_message: '', key: input.string, value: null };
  if (result.has_error) {
    const reason = service.errorStates({ tables: [name] }).tables[name];
    return { empty: true, error: true, error_message: reason ?? `The lookup in <${name}> failed`, key: input.string, value: null };
  }
  return { empty: isEmptyResult(result), error: false, error_message: '', key: input.string, value: result.single_value };
}

/** GET with query parameters and POST with a JSON body, answered alike. */
export function lookupTableTesterRoutes(ctx: ServerContext): DeclaredRoute[] {
  return [
    route({
      method: 'GET',
      url: '/tools/lookup_table_tester',
      auth: { permission: 'lookuptables:read' },
      schema: { querystring: TesterInput },
      handler: ({ query }) => testLookupTable(ctx, query),
    }),
    route({
      method: 'POST',
      url: '/tools/lookup_table_tester',
      auth: { permission: 'lookuptables:read' },
      schema: { body: TesterInput },
      handler: ({ body }) => testLookupTable(ctx, body),
    }),
  ];
}
