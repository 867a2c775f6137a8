// Route schemas compiled when first needed instead of all before the server listens. Compiling every
// route's schemas with Ajv is the largest part of a start (hundreds of routes); compiled lazily, the server
// answers at once, and warmUp() compiles the rest in small slices right after it listens, so a bad schema
// still shows within a second of the start (logged) and later first calls do not pay for it either.
// The Ajv options, the pool of compilers and the error objects stay fastify's own: this only wraps them.
import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { getLogger } from '../logging/logger';

type BuildCompiler = BuildCompilerFromPool;
type Compile = ReturnType<BuildCompiler>;
type Validate = ReturnType<Compile>;
/** What fastify hands the compiler for each part of each route (typed as a bare schema by ajv-compiler). */
type RouteSchema = Parameters<Compile>[0];

const log = getLogger('org.graylog2.shared.rest.LazyValidators');

/** How many schemas warmUp() compiles per turn of the event loop, so requests are never held up long. */
const WARM_UP_SLICE = 10;

export interface LazyValidators {
  /** For Fastify's `schemaController.compilersFactory.buildValidator`. */
  buildValidator: BuildCompiler;
  /** Compiles every schema not compiled yet, a slice per turn; resolves when all are. */
  warmUp(): Promise<void>;
  /** Ends a warm-up under way (the server is closing). */
  stop(): void;
  /** How many schemas still wait for compilation (for tests and diagnostics). */
  pending(): number;
}

export function lazyValidators(build: BuildCompiler = AjvCompiler()): LazyValidators {
  const waiting = new Set<() => void>();
  let stopped = false;

  const buildValidator: BuildCompiler = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (routeSchema: RouteSchema) => {
      let compiled: Validate | undefined;
      const ensure = (): Validate => {
        if (!compiled) {
          compiled = compile(routeSchema);
          waiting.delete(ensure);
        }
        return compiled;
      };
      waiting.add(ensure);
      function validate(this: unknown, ...args: Parameters<Validate>): ReturnType<Validate> {
        return ensure().apply(this, args);
      }
      // Fastify reads `errors` after a failed call, and passes the parent object (so Ajv may replace a
      // root value) only to functions that carry `schemaEnv`, as Ajv's do.
      Object.defineProperties(validate, {
        errors: { get: () => compiled?.errors, set: (errors: Validate['errors']) => { ensure().errors = errors; } },
        schemaEnv: { get: () => ensure().schemaEnv },
        schema: { get: () => ensure().schema },
      });
      return validate as Validate;
    };
  };

  const warmUp = async (): Promise<void> => {
    stopped = false;
    while (!stopped && waiting.size > 0) {
      for (const ensure of [...waiting].slice(0, WARM_UP_SLICE)) {
        try {
          ensure();
        } catch (error) {
          // Left for the first call to compile again, which answers it with an error.
          waiting.delete(ensure);
          log.error(`A route schema does not compile: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await new Promise<void>((resolve) => { setImmediate(resolve); });
    }
  };

  return {
    buildValidator,
    warmUp,
    stop: () => { stopped = true; },
    pending: () => waiting.size,
  };
}
