import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Factories = NonNullable<SchemaController['compilersFactory']>;
/** What both of Fastify's compiler packages export: a function making a (cached) compiler builder. */
type Build = (externalSchemas: unknown, options: unknown) => unknown;

// Resolved from Fastify itself, so they are the versions it would have loaded.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

function onFirstCall(id: string): Build {
  let build: Build | undefined;
  return (externalSchemas, options) => {
    build ??= (fromFastify(id) as () => Build)();
    return build(externalSchemas, options);
  };
}

/**
 * Fastify's JSON Schema compilers (Ajv, fast-json-stringify), loaded by the first route that needs one.
 * Fastify loads them whenever a server is created, yet every API route is compiled by Zod's (app.ts) and
 * no other route has a schema, so a shop never needs them (docs/PERFORMANCE.md, Memory and start).
 */
export function schemaCompilersOnFirstUse(): SchemaController {
  return {
    compilersFactory: {
      buildValidator: onFirstCall('@fastify/ajv-compiler') as unknown as Factories['buildValidator'],
      buildSerializer: onFirstCall(
        '@fastify/fast-json-stringify-compiler',
      ) as unknown as Factories['buildSerializer'],
    },
  };
}
