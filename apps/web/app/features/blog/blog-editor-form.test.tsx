import type { BlogPost } from '@shop/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { BlogEditorForm } from './blog-editor-form';
import { blogAction } from './blogs.server';

const existing: Pick<
  BlogPost,
  '_id' | 'title' | 'description' | 'secondaryDesc' | 'mainImg' | 'secondaryImg' | 'content'
> = {
  _id: 'post-7',
  title: 'Tulsi in winter',
  description: 'Why a cup of tulsi tea helps.',
  secondaryDesc: 'And how to brew it.',
  mainImg: '/uploads/blog/tulsi.webp',
  secondaryImg: ['/uploads/blog/cup.webp'],
  content: '<p>Boil water.</p>',
};

/** The API's answer to a save: the post with its dates. */
const saved = (post: typeof existing) => ({
  success: true,
  message: 'Saved',
  post: { ...post, createdAt: '2026-01-15T10:00:00.000Z', updatedAt: '2026-01-15T10:00:00.000Z' },
});

/** The editor dialog, posting to the real blog action in front of a fake API answering `answer`. */
function renderEditor(answer: FakeAnswer, post?: typeof existing) {
  const { context, calls } = fakeApiContext(() => answer);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const posted: string[] = [];
  const Stub = createRoutesStub(
    [
      rootRoute(siteData({ firstName: 'Admin' }), [
        {
          path: 'blogs',
          loader: () => null,
          action: ({ request }) => {
            posted.push(request.method);
            return blogAction(request, context);
          },
          Component: () => <BlogEditorForm open post={post} onClose={onClose} onSaved={onSaved} />,
        },
      ]),
    ],
    context,
  );
  render(<Stub initialEntries={['/blogs']} />);
  return { calls, posted, onClose, onSaved, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the blog editor', () => {
  it('creates a post from what the admin typed, then closes and names the new post', async () => {
    const { calls, onClose, onSaved, user } = renderEditor({
      status: 201,
      body: saved({ ...existing, _id: 'new-1' }),
    });
    expect(await screen.findByRole('heading', { name: 'Add New Blog' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Title/), 'Neem for skin');
    await user.type(screen.getByLabelText(/^Description/), 'A bitter leaf with a soft touch.');
    await user.type(screen.getByLabelText(/^Secondary Description/), 'Three ways to use it.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Blog created successfully')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('new-1');
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/blogs/addPost',
      body: {
        title: 'Neem for skin',
        description: 'A bitter leaf with a soft touch.',
        secondaryDesc: 'Three ways to use it.',
        mainImg: '',
        secondaryImg: [],
      },
    });
  });

  it('edits a post in place, keeping its secondary images', async () => {
    const { calls, onSaved, user } = renderEditor({ status: 200, body: saved(existing) }, existing);
    expect(await screen.findByRole('heading', { name: 'Edit Blog' })).toBeTruthy();
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Tulsi all year');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Blog updated successfully')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('post-7');
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/blogs/updatePost/post-7',
      body: {
        title: 'Tulsi all year',
        mainImg: '/uploads/blog/tulsi.webp',
        secondaryImg: ['/uploads/blog/cup.webp'],
      },
    });
  });

  it('names the missing fields under them before anything is sent, and stays open', async () => {
    const { calls, posted, onClose, user } = renderEditor({ status: 500 });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const title = screen.getByLabelText(/^Title/);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(posted).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be saved while its main image is still uploading', async () => {
    let finish: (url: string) => void = () => {};
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends EventTarget {
        upload = new EventTarget();
        status = 0;
        response: unknown = null;
        open() {}
        send() {
          finish = (url) => {
            this.status = 201;
            this.response = { coverImage: url };
            this.dispatchEvent(new Event('load'));
          };
        }
      },
    );
    renderEditor({ status: 500 }, existing);
    const update = await screen.findByRole('button', { name: 'Update' });
    const photo = new File([new Uint8Array([1])], 'neem.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Main Image'), { target: { files: [photo] } });
    await vi.waitFor(() => expect(update.hasAttribute('disabled')).toBe(true));
    finish('/uploads/blog/neem.webp');
    await vi.waitFor(() => expect(update.hasAttribute('disabled')).toBe(false));
  });
});
