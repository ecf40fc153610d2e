import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaCompilersOnFirstUse } from './schema-compilers.ts';

// A route with a plain JSON Schema still gets Fastify's own validation and serialisation when the
// compilers are loaded on first use instead of when the server is created.
describe('Fastify schema compilers loaded on first use', () => {
  const app = Fastify({ schemaController: schemaCompilersOnFirstUse() });
  app.post(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 2 }, age: { type: 'integer' } },
        },
        response: {
          200: { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } } },
        },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'never sent' }),
  );
  afterAll(() => app.close());

  it('validates a body with Ajv: a missing field or a wrong type is a 400 naming it', async () => {
    const missing = await app.inject({ method: 'POST', url: '/echo', payload: { age: 3 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("must have required property 'name'");
    const short = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('body/name must NOT have fewer than 2 characters');
  });

  it('coerces as Ajv does and serialises only what the response schema names', async () => {
    const answer = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Asha', age: '41' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ name: 'Asha', age: 41 });
  });
});
