import Fastify from 'fastify';
import AjvCompiler from '@fastify/ajv-compiler';
import { lazyValidators } from './lazyValidators';

const BODY = {
  type: 'object',
  properties: { title: { type: 'string', minLength: 1 }, count: { type: 'integer', default: 5 } },
  required: ['title'],
  additionalProperties: false,
} as const;

/** An app with `routes` POST routes under lazy validators; `compiled` counts real Ajv compilations. */
async function appWith(routes: number) {
  const real = AjvCompiler();
  let compiled = 0;
  const validators = lazyValidators((externals, options) => {
    const compile = real(externals, options);
    return (schema) => {
      compiled += 1;
      return compile(schema);
    };
  });
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
  });
  for (let i = 0; i < routes; i += 1) {
    app.post(`/r${i}`, { schema: { body: BODY } }, async (request) => request.body);
  }
  await app.ready();
  return { app, validators, compiled: () => compiled };
}

describe('lazyValidators', () => {
  it('compiles nothing before the first call, and only the schema that call needs', async () => {
    const { app, validators, compiled } = await appWith(5);
    expect(compiled()).toBe(0);
    expect(validators.pending()).toBe(5);

    const answer = await app.inject({ method: 'POST', url: '/r2', payload: { title: 'a' } });
    expect(answer.statusCode).toBe(200);
    expect(compiled()).toBe(1);
    expect(validators.pending()).toBe(4);
    await app.close();
  });

  it('validates exactly as Ajv does: errors, defaults and unknown fields', async () => {
    const { app } = await appWith(1);
    const missing = await app.inject({ method: 'POST', url: '/r0', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("body must have required property 'title'");

    const unknown = await app.inject({ method: 'POST', url: '/r0', payload: { title: 'a', other: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body must NOT have additional properties');

    const defaulted = await app.inject({ method: 'POST', url: '/r0', payload: { title: 'a' } });
    expect(defaulted.json()).toEqual({ title: 'a', count: 5 });
    await app.close();
  });

  it('warms up every schema in slices, and a stop ends the warm-up', async () => {
    const { app, validators, compiled } = await appWith(25);
    const warming = validators.warmUp();
    validators.stop();
    await warming;
    expect(compiled()).toBe(10);
    expect(validators.pending()).toBe(15);

    await validators.warmUp();
    expect(compiled()).toBe(25);
    expect(validators.pending()).toBe(0);
    // Compiled once: a call after the warm-up compiles nothing more.
    await app.inject({ method: 'POST', url: '/r0', payload: { title: 'a' } });
    expect(compiled()).toBe(25);
    await app.close();
  });
});
