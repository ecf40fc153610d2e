import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export interface ApiDocsOptions {
  /** The shop's name, for the document's title. */
  shopName: string;
}

/** Headers of the docs' own answers that describe the content; the rest (security, request id, compression) are this server's. */
const CONTENT_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'last-modified',
  'etag',
  'location',
  'accept-ranges',
  'content-range',
];

/**
 * The one inline style Swagger UI's own script writes, by its hash: the colours of the Swagger logo,
 * an SVG with a <style> inside, which its policy (staticCSP) refuses otherwise, with an error in the
 * console of every visit. It changes only with the UI's version; e2e/hardening.spec.ts sees a refusal.
 */
const UI_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The OpenAPI document (/openapi.json) and Swagger UI (/docs), both built at their first request.
 * Swagger, its UI and the YAML they load were a tenth of each start's work, for pages an operator opens
 * now and then (docs/PERFORMANCE.md, Restart). Every route added after this is noted as it is added;
 * the first request for the docs builds a Fastify instance of their own, which never listens, holding
 * those routes' schemas with @fastify/swagger and @fastify/swagger-ui, and each request for them is
 * answered from it. Call it before any route is registered, in the scope whose routes it documents.
 */
export function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  const routes: RouteOptions[] = [];
  const openapi = async () => (await docs()).swagger();
  const swaggerUi = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docs()).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    // A name the UI does not have gets the API's own 404, as every other unknown path does.
    if (answer.statusCode === 404) return reply.callNotFound();
    reply.status(answer.statusCode);
    for (const name of CONTENT_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(answer.rawPayload);
  };
  app.addHook('onRoute', (route) => {
    // HEAD routes come again with their GET routes, and hidden ones (the docs' own, the API's
    // catch-all) are not documented: a path the UI does not have must not find one of them there.
    if (route.method === 'HEAD' || route.schema?.hide) return;
    routes.push(route);
  });

  let built: Promise<FastifyInstance> | undefined;
  const docs = () => {
    if (!built) {
      built = buildDocs(routes, options);
      // A failure is told to the requests waiting for it and tried again by the next one.
      built.catch(() => {
        built = undefined;
      });
    }
    return built;
  };

  app.get('/openapi.json', { schema: { hide: true } }, openapi);
  app.get('/docs', { schema: { hide: true } }, swaggerUi);
  app.get('/docs/*', { schema: { hide: true } }, swaggerUi);
}

async function buildDocs(routes: readonly RouteOptions[], options: ApiDocsOptions): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }, { jsonSchemaTransform }] =
    await Promise.all([
      import('fastify'),
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
      import('fastify-type-provider-zod'),
    ]);
  const docs = Fastify();
  // Only the schemas are read, for the document; no request ever reaches these routes.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      info: { title: `${options.shopName} API`, version: '1.0.0', description: 'Storefront and admin API' },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (policy) =>
      policy.replace(
        /style-src ([^;]*)/,
        (_, sources: string) => `style-src ${sources.trim()} ${UI_LOGO_STYLE}`,
      ),
  });
  await docs.register(async (scope) => {
    for (const route of routes) {
      scope.route({
        method: route.method,
        url: route.url,
        schema: route.schema,
        config: route.config,
        handler: async () => null,
      });
    }
  });
  await docs.ready();
  return docs;
}
