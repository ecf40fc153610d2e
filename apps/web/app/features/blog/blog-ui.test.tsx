import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogCard } from './blog-card';
import { ImagePicker } from './image-picker';
import { uploadImage } from './upload-image';

/**
 * The browser's XMLHttpRequest as the upload sees it: the test decides when and how the server
 * answers (`last.progress`, `last.answer`, `last.fail`) and reads what was sent.
 */
class FakeUpload extends EventTarget {
  static last: FakeUpload;
  readonly upload = new EventTarget();
  method = '';
  url = '';
  sent: FormData | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;

  constructor() {
    super();
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = () => new File([new Uint8Array([1, 2, 3])], 'tulsi.jpg', { type: 'image/jpeg' });

describe('uploadImage', () => {
  it('posts the file to the upload pipeline, reports progress and answers the stored URL', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const progress: number[] = [];
    const done = uploadImage(photo(), (fraction) => progress.push(fraction));
    const request = FakeUpload.last;
    expect(`${request.method} ${request.url}`).toBe('POST /api/product/upload-image');
    expect((request.sent!.get('file') as File).name).toBe('tulsi.jpg');
    request.progress(50, 200);
    request.answer(201, { coverImage: '/uploads/blog/tulsi.webp' });
    expect(await done).toEqual({ ok: true, url: '/uploads/blog/tulsi.webp' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('keeps the API’s reason after Image upload failed, and names a file that was too large', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const refused = uploadImage(photo(), () => {});
    FakeUpload.last.answer(415, { message: 'Only images can be uploaded' });
    expect(await refused).toEqual({ ok: false, message: 'Image upload failed: Only images can be uploaded' });

    const tooLarge = uploadImage(photo(), () => {});
    FakeUpload.last.answer(413, null);
    expect(await tooLarge).toEqual({ ok: false, message: 'Image upload failed: The image is too large' });

    const noUrl = uploadImage(photo(), () => {});
    FakeUpload.last.answer(200, {});
    expect(await noUrl).toEqual({ ok: false, message: 'Image upload failed' });

    const offline = uploadImage(photo(), () => {});
    FakeUpload.last.fail();
    expect(await offline).toEqual({ ok: false, message: 'Image upload failed' });
  });
});

function renderIn(ui: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <form aria-label="post">{ui}</form> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('ImagePicker', () => {
  const stored = () =>
    (screen.getByRole('form', { name: 'post' }) as HTMLFormElement).querySelector<HTMLInputElement>(
      'input[name="mainImg"]',
    )!.value;

  it('uploads a chosen image at once, shows progress, and sends the stored URL with the form', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const busy: boolean[] = [];
    renderIn(
      <ImagePicker
        name="mainImg"
        label="Main Image"
        initialUrl="/uploads/blog/old.webp"
        onBusyChange={(b) => busy.push(b)}
      />,
    );
    const input = await screen.findByLabelText('Main Image');
    expect(stored()).toBe('/uploads/blog/old.webp');
    fireEvent.change(input, { target: { files: [photo()] } });
    FakeUpload.last.progress(3, 4);
    expect((await screen.findByText('Uploading… 75%')).textContent).toBe('Uploading… 75%');
    FakeUpload.last.answer(201, { coverImage: '/uploads/blog/new.webp' });
    await vi.waitFor(() => expect(stored()).toBe('/uploads/blog/new.webp'));
    expect(screen.queryByLabelText('Upload progress')).toBeNull();
    expect(busy).toEqual([true, false]);
  });

  it('refuses a file that is not an image without uploading it, keeping the image it had', async () => {
    const Upload = vi.fn();
    vi.stubGlobal('XMLHttpRequest', Upload);
    renderIn(
      <ImagePicker
        name="mainImg"
        label="Main Image"
        initialUrl="/uploads/blog/old.webp"
        onBusyChange={() => {}}
      />,
    );
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('Main Image'), { target: { files: [pdf] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    );
    expect(Upload).not.toHaveBeenCalled();
    expect(stored()).toBe('/uploads/blog/old.webp');
  });

  it('says why an upload failed and keeps the image it had', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderIn(
      <ImagePicker
        name="mainImg"
        label="Main Image"
        initialUrl="/uploads/blog/old.webp"
        onBusyChange={() => {}}
      />,
    );
    fireEvent.change(await screen.findByLabelText('Main Image'), { target: { files: [photo()] } });
    FakeUpload.last.answer(413, null);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Image upload failed: The image is too large',
    );
    expect(stored()).toBe('/uploads/blog/old.webp');
    expect(screen.queryByText('No image')).toBeNull();
  });
});

describe('BlogCard', () => {
  const summary = {
    _id: 'post-1',
    title: 'Tulsi in winter',
    description: 'Why a cup of tulsi tea helps.',
    mainImg: '',
    createdAt: '2025-01-15T10:00:00.000Z',
  };

  it('shows the post’s date and links Read More to the post', async () => {
    renderIn(<BlogCard post={summary} headingLevel="h2" />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Tulsi in winter');
    const time = screen.getByRole('article').querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2025-01-15T10:00:00.000Z');
    expect(time?.textContent).toBe('15 Jan 2025');
    const link = screen.getByRole('link', { name: /Read More/ });
    expect(link.getAttribute('href')).toBe('/blogs/post-1');
    expect(link.textContent).toContain('Tulsi in winter');
  });

  it('leaves out a date it cannot read instead of failing the page', async () => {
    renderIn(<BlogCard post={{ ...summary, createdAt: 'not a date' }} />);
    await screen.findByRole('heading', { level: 3 });
    expect(screen.getByRole('article').querySelector('time')).toBeNull();
  });
});
