import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, blogPosts } from '../../db/schema/index.ts';
import { startApi, type TestApi } from '../accounts/accounts.fixtures.ts';

let database: Database;
let api: TestApi;
let admin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { RATE_LIMIT_MAX: '1000000' });
  admin = await createSignedInUser(database, { role: 'admin' });
  customer = await createSignedInUser(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/blogs${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Turmeric in the kitchen',
  description: 'Golden milk and more.',
  secondaryDesc: 'Ask your doctor first.',
  mainImg: '/uploads/media/abc123-960.webp',
  secondaryImg: ['/uploads/media/def456-480.webp'],
  content: '<h2>Why turmeric</h2><p>It is <strong>warming</strong>.</p>',
  ...overrides,
});

async function addPost(overrides: Record<string, unknown> = {}) {
  const response = await send(api.app, 'POST', '/addPost', admin.token, post(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().post as { _id: string; content: string; createdAt: string };
}

describe('writing posts', () => {
  it('lets an admin add a post that every visitor then reads, newest first', async () => {
    const first = await addPost({ title: 'Older post' });
    api.clock.advance(60_000);
    const second = await addPost({ title: 'Newer post' });
    const response = await send(api.app, 'GET', '/getPosts');
    expect(response.statusCode).toBe(200);
    const titles = response.json().posts.map((p: { title: string }) => p.title);
    expect(titles.indexOf('Newer post')).toBeLessThan(titles.indexOf('Older post'));

    const one = await send(api.app, 'GET', `/getPost/${first._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().post).toMatchObject({
      _id: first._id,
      title: 'Older post',
      mainImg: '/uploads/media/abc123-960.webp',
      secondaryImg: ['/uploads/media/def456-480.webp'],
      secondaryDesc: 'Ask your doctor first.',
      content: '<h2>Why turmeric</h2><p>It is <strong>warming</strong>.</p>',
    });
    expect(Date.parse(second.createdAt)).toBeGreaterThan(Date.parse(first.createdAt));
  });

  it('updates and deletes with the spec’s messages', async () => {
    const created = await addPost();
    const updated = await send(
      api.app,
      'PUT',
      `/updatePost/${created._id}`,
      admin.token,
      post({ title: 'Renamed' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Blog updated successfully',
      post: { title: 'Renamed' },
    });
    expect((await send(api.app, 'GET', `/getPost/${created._id}`)).json().post.title).toBe('Renamed');

    const deleted = await send(api.app, 'DELETE', `/deletePost/${created._id}`, admin.token);
    expect(deleted.json()).toEqual({ success: true, message: 'Blog deleted successfully' });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audit.map((row) => [row.action, row.actorEmail]).sort()).toEqual([
      ['blog.create', admin.email],
      ['blog.delete', admin.email],
      ['blog.update', admin.email],
    ]);
    const gone = await send(api.app, 'GET', `/getPost/${created._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'BLOG_NOT_FOUND', message: 'Blog post not found' });
  });

  it('answers 404 for an unknown id on read, update and delete', async () => {
    expect((await send(api.app, 'GET', '/getPost/nope')).statusCode).toBe(404);
    expect((await send(api.app, 'PUT', '/updatePost/nope', admin.token, post())).statusCode).toBe(404);
    expect((await send(api.app, 'DELETE', '/deletePost/nope', admin.token)).statusCode).toBe(404);
  });
});

describe('cached reads', () => {
  it('serves the posts from the response cache, and every write shows at once', async () => {
    const created = await addPost({ title: 'Cached at first' });
    const titles = async () =>
      (await send(api.app, 'GET', '/getPosts')).json().posts.map((p: { title: string }) => p.title);
    const titleOf = async () => (await send(api.app, 'GET', `/getPost/${created._id}`)).json().post.title;
    // Read twice so both answers are cached before each write.
    expect(await titles()).toContain('Cached at first');
    expect(await titleOf()).toBe('Cached at first');

    const list = await send(api.app, 'GET', '/getPosts');
    expect(list.headers.etag).toBeTruthy();
    const again = await api.app.inject({
      url: '/api/blogs/getPosts',
      headers: { 'if-none-match': String(list.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    await send(
      api.app,
      'PUT',
      `/updatePost/${created._id}`,
      admin.token,
      post({ title: 'Renamed after caching' }),
    );
    expect(await titleOf()).toBe('Renamed after caching');
    expect(await titles()).toContain('Renamed after caching');
    expect(await titles()).not.toContain('Cached at first');
    const changed = await api.app.inject({
      url: '/api/blogs/getPosts',
      headers: { 'if-none-match': String(list.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);

    await send(api.app, 'DELETE', `/deletePost/${created._id}`, admin.token);
    expect((await send(api.app, 'GET', `/getPost/${created._id}`)).statusCode).toBe(404);
    expect(await titles()).not.toContain('Renamed after caching');

    const added = await addPost({ title: 'Added after caching' });
    expect(await titles()).toContain('Added after caching');
    await send(api.app, 'DELETE', `/deletePost/${added._id}`, admin.token);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('shows a write made on another node (PostgreSQL)', async () => {
    const other = await startApi(database, { RATE_LIMIT_MAX: '1000000' });
    try {
      const titles = async () =>
        (await send(other.app, 'GET', '/getPosts')).json().posts.map((p: { title: string }) => p.title);
      expect(await titles()).not.toContain('Written on the first node');
      const created = await addPost({ title: 'Written on the first node' });
      await expect.poll(titles).toContain('Written on the first node');
      await send(api.app, 'DELETE', `/deletePost/${created._id}`, admin.token);
      await expect.poll(titles).not.toContain('Written on the first node');
    } finally {
      await other.close();
    }
  });
});

describe('who may write', () => {
  it('refuses a visitor with 401 and a customer with 403, and nothing changes', async () => {
    const target = await addPost({ title: 'Guarded' });
    const before = (await database.db.select().from(blogPosts)).length;
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
    ] as const) {
      expect((await send(api.app, 'POST', '/addPost', token, post())).statusCode).toBe(status);
      expect(
        (await send(api.app, 'PUT', `/updatePost/${target._id}`, token, post({ title: 'x' }))).statusCode,
      ).toBe(status);
      expect((await send(api.app, 'DELETE', `/deletePost/${target._id}`, token)).statusCode).toBe(status);
    }
    expect((await database.db.select().from(blogPosts)).length).toBe(before);
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, target._id));
    expect(row?.title).toBe('Guarded');
  });
});

describe('bad input', () => {
  it('names each missing required field', async () => {
    const response = await send(api.app, 'POST', '/addPost', admin.token, { content: '<p>x</p>' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'description', 'secondaryDesc']));
  });

  it('refuses markup in the title and descriptions', async () => {
    for (const field of ['title', 'description', 'secondaryDesc']) {
      const response = await send(api.app, 'POST', '/addPost', admin.token, post({ [field]: '<b>bold</b>' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe(field);
    }
  });

  it('refuses a NUL or other control character in the content, and stores nothing', async () => {
    const before = (await database.db.select().from(blogPosts)).length;
    for (const content of ['\u0000', '<p>a\u0000b</p>', '<p>\u001b[31m</p>']) {
      const response = await send(api.app, 'POST', '/addPost', admin.token, post({ content }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        field: 'content',
        message: 'Content contains characters that are not allowed',
      });
    }
    expect((await database.db.select().from(blogPosts)).length).toBe(before);
  });

  it('accepts only images from the upload pipeline', async () => {
    for (const mainImg of [
      'javascript:alert(1)',
      'https://evil.example/x.webp',
      '/uploads/../../etc/passwd',
    ]) {
      const response = await send(api.app, 'POST', '/addPost', admin.token, post({ mainImg }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('mainImg');
    }
  });
});

// Payloads from the usual XSS cheat sheets: each must leave no script, handler or dangerous URL.
const injections = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/media/ok-480.webp" onerror="alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">text</p>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '"><script>alert(document.cookie)</script>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="https://example.com" target="_blank" onmouseover="alert(1)">ok</a>',
];

const dangerous =
  /<script|<iframe|<object|<svg|<math|<style|<form|<input|<details|\son\w+=|javascript:|data:text|style=/i;

describe('script injection', () => {
  it.each(injections)('stores %s cleaned', async (payload) => {
    const created = await addPost({ content: `<p>Before</p>${payload}<p>After</p>` });
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    expect(row!.content).not.toMatch(dangerous);
    expect(row!.content).toContain('<p>Before</p>');
    expect(created.content).toBe(row!.content);
  });

  it('cleans on update too, and forces safe rel on links', async () => {
    const created = await addPost();
    const response = await send(
      api.app,
      'PUT',
      `/updatePost/${created._id}`,
      admin.token,
      post({ content: '<a href="https://ayurveda.example" rel="opener">read</a><script>alert(1)</script>' }),
    );
    expect(response.json().post.content).toBe(
      '<a href="https://ayurveda.example" rel="noopener noreferrer nofollow">read</a>',
    );
  });

  it('keeps the shop’s own images in content and drops others', async () => {
    const created = await addPost({
      content: '<img src="/uploads/media/abc-480.webp" alt="herb"><img src="https://tracker.example/p.gif">',
    });
    expect(created.content).toBe('<img src="/uploads/media/abc-480.webp" alt="herb" />');
  });

  it('refuses injection in plain-text fields instead of storing it', async () => {
    const before = (await database.db.select().from(blogPosts)).length;
    for (const payload of injections.filter((p) => /[<>]/.test(p))) {
      const response = await send(api.app, 'POST', '/addPost', admin.token, post({ title: payload }));
      expect(response.statusCode).toBe(400);
    }
    expect((await database.db.select().from(blogPosts)).length).toBe(before);
  });
});
