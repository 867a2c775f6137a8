// /sidecar/configuration_variables: list, create, update (a rename rewrites the templates using it), delete
// (refused while a template uses it), validate, and the configurations that use one.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { CONFIGURATIONS } from './permissions';
import type { ConfigurationVariable, ConfigurationVariableInput } from './types';
import { ValidationResult } from './validationResult';
import {
  allVariables, configurationsUsing, createVariable, deleteVariable, findVariable, updateVariable, validateVariable,
} from './variables';

const VariableBody = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  name: Type.String({ maxLength: 200 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
  content: Type.String({ maxLength: 1_000_000 }),
}, { additionalProperties: false });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const inputOf = (body: Static<typeof VariableBody>): ConfigurationVariableInput => ({
  name: body.name,
  description: body.description ?? null,
  content: body.content,
});

export function registerVariableRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const requireVariable = (id: string): ConfigurationVariable => {
    const variable = findVariable(db, id);
    if (!variable) throw notFound(`Could not find ConfigurationVariable <${id}>.`);
    return variable;
  };
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/sidecar/configuration_variables',
      auth: { permission: CONFIGURATIONS.read },
      handler: () => allVariables(db),
    }),
    route({
      method: 'GET',
      url: '/sidecar/configuration_variables/:id/configurations',
      auth: { permission: CONFIGURATIONS.read },
      schema: { params: IdParams },
      handler: ({ params }) => configurationsUsing(db, requireVariable(params.id).name),
    }),
    route({
      method: 'POST',
      url: '/sidecar/configuration_variables',
      auth: { permission: CONFIGURATIONS.create },
      schema: { body: VariableBody },
      handler: ({ body }) => db.transaction(() => createVariable(db, inputOf(body), ctx.now()))(),
    }),
    route({
      method: 'PUT',
      url: '/sidecar/configuration_variables/:id',
      auth: { permission: CONFIGURATIONS.update },
      schema: { params: IdParams, body: VariableBody },
      handler: ({ params, body }) => db.transaction(() => updateVariable(db, requireVariable(params.id), inputOf(body)))(),
    }),
    route({
      method: 'POST',
      url: '/sidecar/configuration_variables/validate',
      auth: { permission: CONFIGURATIONS.read },
      schema: { body: VariableBody },
      // The editor sends " " as the id of a new variable; only a stored id excludes a variable from the name check.
      handler: ({ body }) => validateVariable(db, inputOf(body), body.id ?? undefined),
    }),
    route({
      method: 'DELETE',
      url: '/sidecar/configuration_variables/:id',
      // As in Graylog: removing a variable is a change to the configurations' inputs.
      auth: { permission: CONFIGURATIONS.update },
      schema: { params: IdParams },
      status: 202,
      handler: ({ params }) => {
        db.transaction(() => {
          const variable = requireVariable(params.id);
          const users = configurationsUsing(db, variable.name);
          if (users.length > 0) {
            const result = new ValidationResult();
            result.addError('name', `Variable is still used in the following configurations: ${users.map((c) => c.name).join(', ')}`);
            throw result.refusal();
          }
          deleteVariable(db, variable.id);
        })();
      },
    }),
  ]);
}
