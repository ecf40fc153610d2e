import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y.ts';
import { logIn, toast } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { adminAccount, adminToken, callShopApi, SMALL_PNG } from './support/content.ts';
import { signIn } from './support/orders.ts';
import { hidden, metaContent, open, pathIs, visible } from './support/page.ts';
import { getJson } from './support/shop-api.ts';

async function signInAsAdmin(page: Page) {
  await open(page, '/login');
  await logIn(page, adminAccount());
  await pathIs(page, '/');
}

const firstCardTitle = (page: Page) => page.getByRole('article').first().getByRole('heading').textContent();

describe('the blog', () => {
  const shop = useBrowser();

  it('an admin writes a post with an uploaded image; it leads /blogs and the home page; then edits and deletes it', async () => {
    const page = await shop.newPage();
    await signInAsAdmin(page);
    await open(page, '/blogs');
    await page.getByRole('button', { name: 'Add New Blog' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add New Blog' }));

    // The form refuses to send without its required fields.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await visible(dialog.getByText('Title is required'));

    const title = `Neem in the garden ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Main Image')
      .setInputFiles({ name: 'neem.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await expect
      .poll(() => dialog.locator('img').first().getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^\/uploads\/media\/.+\.webp$/);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Why neem leaves belong in every kitchen garden.');
    await dialog.getByLabel('Secondary Description').fill('Consult a physician before use.');
    const editor = await visible(dialog.getByRole('textbox', { name: 'Content' }));
    await editor.click();
    await page.keyboard.type('Neem has been used for centuries.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await visible(toast(page, 'Blog created successfully'));
    await hidden(dialog);
    await expect.poll(() => firstCardTitle(page)).toBe(title);
    const image = page.getByRole('article').first().locator('img');
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/media\/.+\.webp$/);

    await open(page, '/');
    await expect
      .poll(() =>
        page
          .locator('#blogs-heading ~ ul article, section[aria-labelledby="blogs-heading"] article')
          .first()
          .getByRole('heading')
          .textContent(),
      )
      .toBe(title);

    await open(page, '/blogs');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = await visible(page.getByRole('dialog', { name: 'Edit Blog' }));
    // The editor's chunk loads after the dialog opens and makes the form taller: wait for it, so the
    // click on Update is not aimed at where the button was before the layout moved.
    await visible(editDialog.getByRole('textbox', { name: 'Content' }));
    await editDialog.getByLabel('Title').fill(`${title} (updated)`);
    await editDialog.getByRole('button', { name: 'Update' }).click();
    await visible(toast(page, 'Blog updated successfully'));
    await expect.poll(() => firstCardTitle(page)).toBe(`${title} (updated)`);

    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete this blog post?' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(toast(page, 'Blog deleted successfully'));
    await expect.poll(() => page.getByRole('heading', { name: `${title} (updated)` }).count()).toBe(0);
  });

  it('a shopper sees no editing controls and loads no editor code', async () => {
    const page = await shop.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await open(page, '/blogs');
    await visible(page.getByRole('article').first());
    expect(await page.getByRole('button', { name: 'Add New Blog' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    expect(scripts.filter((url) => /rich-text-editor|blog-editor-form/.test(url))).toEqual([]);
  });

  it('a post carrying script-injection payloads opens with no dialog and no injected script', async () => {
    const token = await adminToken();
    const payloads = [
      '<script>window.__xss = 1; alert(1)</script>',
      '<img src=x onerror="window.__xss = 2; alert(2)">',
      '<svg onload="alert(3)"></svg>',
      '<a href="javascript:alert(4)">click me</a>',
      '<iframe src="javascript:alert(5)"></iframe>',
      '<p onmouseover="alert(6)">hover</p>',
    ];
    const { post } = await callShopApi<{ post: { _id: string } }>(
      'POST',
      '/blogs/addPost',
      {
        title: 'Injection check',
        description: 'A post whose content tries to run scripts.',
        secondaryDesc: 'Nothing here may run.',
        content: `<p>Safe text</p>${payloads.join('')}`,
      },
      token,
    );
    try {
      const page = await shop.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await open(page, `/blogs/${post._id}`);
      await visible(page.getByText('Safe text'));
      await page.getByText('hover').hover();
      await page
        .getByRole('link', { name: 'click me' })
        .click()
        .catch(() => {});
      const found = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: number }).__xss,
        inlineHandlers: document.querySelectorAll('[onerror], [onload], [onmouseover], [onclick]').length,
        frames: document.querySelectorAll('main iframe, main svg[onload]').length,
        scripts: [...document.querySelectorAll('main script')].length,
        javascriptLinks: [...document.querySelectorAll('a')].filter((a) =>
          a.getAttribute('href')?.startsWith('javascript'),
        ).length,
      }));
      expect(dialogs).toEqual([]);
      expect(found).toEqual({ xss: undefined, inlineHandlers: 0, frames: 0, scripts: 0, javascriptLinks: 0 });
    } finally {
      await callShopApi('DELETE', `/blogs/deletePost/${post._id}`, undefined, token);
    }
  });

  it('an admin edits a post with additional images inline, and keeps its images', async () => {
    const token = await adminToken();
    const { posts } = await getJson<{ posts: { secondaryImg: string[]; mainImg: string }[] }>(
      '/api/blogs/getPosts',
    );
    const withExtras = posts.find((candidate) => candidate.secondaryImg.length >= 2)!;
    const { post } = await callShopApi<{ post: { _id: string } }>(
      'POST',
      '/blogs/addPost',
      {
        title: 'Inline edit check',
        mainImg: withExtras.mainImg,
        description: 'A post with additional images.',
        secondaryDesc: 'Two more pictures below.',
        secondaryImg: withExtras.secondaryImg,
        content: '<p>First version</p>',
      },
      token,
    );
    try {
      const page = await shop.newPage();
      await signIn(page, { token });
      await open(page, `/blogs/${post._id}`);
      await page.getByRole('button', { name: 'Edit this post' }).click();
      await page.getByLabel('Title').fill('Inline edit check, edited');
      await page.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Inline edit check, edited' }));
      const { post: saved } = await getJson<{ post: { title: string; secondaryImg: string[] } }>(
        `/api/blogs/getPost/${post._id}`,
      );
      expect(saved).toMatchObject({
        title: 'Inline edit check, edited',
        secondaryImg: withExtras.secondaryImg,
      });
    } finally {
      await callShopApi('DELETE', `/blogs/deletePost/${post._id}`, undefined, token);
    }
  });

  it('an unknown post says Blog post not found', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/blogs/no-such-post');
    expect(response?.status()).toBe(404);
    await visible(page.getByText('Blog post not found').first());
  });

  it('a post shares its main image and Article data, and appears in the RSS feed and the sitemap', async () => {
    const { posts } = await getJson<{ posts: { _id: string; title: string; mainImg: string }[] }>(
      '/api/blogs/getPosts',
    );
    const post = posts.find((item) => item.mainImg);
    expect(post).toBeDefined();
    const page = await shop.newPage();
    await open(page, `/blogs/${post!._id}`);
    await visible(page.getByRole('heading', { level: 1, name: post!.title }));
    expect(new URL((await metaContent(page, 'og:image'))!).pathname).toBe(post!.mainImg);
    expect(await metaContent(page, 'og:type')).toBe('article');
    const article = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(article).toMatchObject({ '@type': 'Article', headline: post!.title });
    await expectNoA11yViolations(page);
    await open(page, '/blogs');
    await expectNoA11yViolations(page);

    const rss = await fetch(new URL('/blogs/rss.xml', shop.baseURL));
    expect(rss.headers.get('content-type')).toMatch(/rss\+xml/);
    const feed = await rss.text();
    for (const item of posts) expect(feed).toContain(`/blogs/${item._id}</link>`);
    const sitemap = await (await fetch(new URL('/sitemap.xml', shop.baseURL))).text();
    for (const item of posts) expect(sitemap).toContain(`/blogs/${item._id}</loc>`);
  });
});
