import type { BlogPost } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { apiUser } from '../../../test/api-answers';
import { type ApiCall, apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { blogAction, loadBlogPost, loadBlogPosts, viewerIsAdmin } from './blogs.server';

const post = (id: string, title = `Post ${id}`): BlogPost => ({
  _id: id,
  title,
  description: `About ${title}`,
  secondaryDesc: 'More',
  mainImg: `/uploads/blog/${id}.webp`,
  secondaryImg: [],
  content: '<p>Full text</p>',
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-01-15T10:00:00.000Z',
});

/** The form as a browser posts it (URL-encoded, so empty values arrive as they were sent). */
function form(values: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return new Request('http://localhost/blogs', { method: 'POST', body });
}

const filled = {
  intent: 'save',
  title: 'Tulsi in winter',
  mainImg: '/uploads/blog/tulsi.webp',
  description: 'Why a cup of tulsi tea helps.',
  secondaryDesc: 'And how to brew it.',
  content: '<p>Boil water.</p>',
};

async function act(values: Record<string, string | string[]>, answer: (call: ApiCall) => FakeAnswer) {
  const { context, calls } = fakeApiContext(answer);
  const result = await blogAction(form(values), context);
  return { status: result.init?.status ?? 200, body: result.data, calls };
}

describe('the blog action: save', () => {
  it('creates a post with the form’s fields and every secondary image, and says so', async () => {
    const { status, body, calls } = await act(
      { ...filled, secondaryImg: ['/uploads/blog/a.webp', '', '/uploads/blog/b.webp'] },
      () => ({ status: 201, body: { success: true, message: 'Created', post: post('new-1') } }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      intent: 'save',
      message: 'Blog created successfully',
      data: { id: 'new-1' },
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/blogs/addPost',
        body: {
          title: 'Tulsi in winter',
          description: 'Why a cup of tulsi tea helps.',
          secondaryDesc: 'And how to brew it.',
          mainImg: '/uploads/blog/tulsi.webp',
          secondaryImg: ['/uploads/blog/a.webp', '/uploads/blog/b.webp'],
          content: '<p>Boil water.</p>',
        },
      },
    ]);
  });

  it('updates the post named by its id with PUT', async () => {
    const { body, calls } = await act({ ...filled, id: 'post/7' }, () => ({
      status: 200,
      body: { success: true, message: 'Updated', post: post('post/7') },
    }));
    expect(body).toMatchObject({ ok: true, message: 'Blog updated successfully', data: { id: 'post/7' } });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /blogs/updatePost/post%2F7']);
  });

  it('refuses missing fields and a picture from elsewhere with 400 under each field, sending nothing', async () => {
    const { status, body, calls } = await act(
      { ...filled, title: '  ', mainImg: 'https://elsewhere.example/cat.jpg' },
      () => ({ status: 500 }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      intent: 'save',
      fieldErrors: {
        title: 'Title is required',
        mainImg: 'Upload the image through the image uploader',
      },
    });
    expect(calls).toEqual([]);
  });

  it('shows the API’s reason for a refusal, and the spec’s words when the API failed', async () => {
    const forbidden = await act(filled, () => apiError(403, 'FORBIDDEN', 'Admins only'));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ ok: false, code: 'FORBIDDEN', message: 'Admins only' });

    const crashed = await act({ ...filled, id: 'p1' }, () => ({ status: 500 }));
    expect(crashed.status).toBe(502);
    expect(crashed.body).toMatchObject({ ok: false, message: 'Failed to update blog' });
    const crashedNew = await act(filled, () => ({ status: 503 }));
    expect(crashedNew.body).toMatchObject({ ok: false, message: 'Failed to create blog' });
  });
});

describe('the blog action: delete', () => {
  it('deletes the post and tells the page which one went', async () => {
    const { body, calls } = await act({ intent: 'delete', id: 'p 9' }, () => ({
      status: 200,
      body: { success: true, message: 'Deleted' },
    }));
    expect(body).toEqual({
      ok: true,
      intent: 'delete',
      message: 'Blog deleted successfully',
      data: { id: 'p 9' },
    });
    expect(calls).toEqual([{ method: 'DELETE', path: '/blogs/deletePost/p%209', body: undefined }]);
  });

  it('says it failed, and has the page read the list again (the post may be gone already)', async () => {
    const { status, body } = await act({ intent: 'delete', id: 'p1' }, () => ({ status: 500 }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: false,
      intent: 'delete',
      status: 502,
      message: 'Failed to delete blog',
    });
  });
});

describe('reading the blog', () => {
  it('lists posts as summaries (no HTML), newest first as the API sent them, cut to the limit', async () => {
    const { context } = fakeApiContext(() => ({
      status: 200,
      body: { posts: [post('3'), post('2'), post('1')] },
    }));
    const list = await loadBlogPosts(context, 2);
    expect(list.failed).toBe(false);
    expect(list.posts.map((item) => item._id)).toEqual(['3', '2']);
    expect(list.posts[0]).not.toHaveProperty('content');
    expect((await loadBlogPosts(context)).posts).toHaveLength(3);
  });

  it('reports a failed list instead of throwing, so the page can say so', async () => {
    const { context } = fakeApiContext(() => ({ status: 500 }));
    expect(await loadBlogPosts(context)).toEqual({ posts: [], failed: true });
  });

  it('answers a missing post with the page’s 404 saying Blog post not found', async () => {
    const { context, calls } = fakeApiContext(() => apiError(404, 'NOT_FOUND', 'No such post'));
    const thrown = await loadBlogPost(context, 'gone?').catch((error: unknown) => error);
    expect(calls[0]!.path).toBe('/blogs/getPost/gone%3F');
    expect(thrown).toMatchObject({ init: { status: 404 }, data: 'Blog post not found' });
  });

  it('shows the editing controls to a signed-in admin only', async () => {
    const as = (answer: FakeAnswer) => viewerIsAdmin(fakeApiContext(() => answer).context);
    const me = (role: 'admin' | 'customer') => ({
      status: 200,
      body: { user: apiUser({ role }), cartCount: 0 },
    });
    expect(await as(me('admin'))).toBe(true);
    expect(await as(me('customer'))).toBe(false);
    expect(await as(apiError(401, 'UNAUTHORIZED', 'Sign in'))).toBe(false);
  });
});
