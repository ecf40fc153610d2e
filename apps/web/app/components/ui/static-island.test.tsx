import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticIsland } from './static-island';

let renders = 0;
/** The island's content; counts how often React renders it. */
function Section() {
  renders += 1;
  return (
    <section>
      <h2>Why choose us</h2>
      <p>
        Read our <Link to="/about?from=island#team">story</Link>, <a href="/feed.xml">the feed</a> or{' '}
        <a href="mailto:care@example.com">write</a>.
      </p>
    </section>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>;
}

function Page() {
  return (
    <main>
      <Where />
      <Suspense fallback={null}>
        <StaticIsland className="island" prefetch="intent">
          <Section />
        </StaticIsland>
      </Suspense>
    </main>
  );
}

const Stub = createRoutesStub([
  { path: '/', Component: Page },
  { path: '/about', Component: Where, loader: () => null },
]);

/** The page as the server renders it, then hydrated in this document, as the browser does. */
async function hydrated(): Promise<{ container: HTMLElement; root: Root; html: string }> {
  vi.stubEnv('SSR', true);
  const html = renderToString(<Stub initialEntries={['/']} />);
  vi.unstubAllEnvs();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  renders = 0;
  const errors: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Stub initialEntries={['/']} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  return { container, root, html };
}

let mounted: Root | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = '';
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('StaticIsland', () => {
  it('renders its children on the server', async () => {
    vi.stubEnv('SSR', true);
    const html = renderToString(<Stub initialEntries={['/']} />);
    vi.unstubAllEnvs();
    expect(html).toContain('<div class="island"><section><h2>Why choose us</h2>');
  });

  it('hydrates without rendering its children and keeps the server’s markup as it was', async () => {
    const { container, root, html } = await hydrated();
    mounted = root;
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('.island h2')?.textContent).toBe('Why choose us');
  });

  it('keeps the server’s markup when React renders the page again after hydrating', async () => {
    const { container, root } = await hydrated();
    mounted = root;
    const section = container.querySelector('.island section');
    await act(async () => root.render(<Stub initialEntries={['/']} />));
    expect(renders).toBe(0);
    expect(container.querySelector('.island section')).toBe(section);
  });

  it('opens a link of the server’s markup with a client navigation, path, query and hash', async () => {
    const { container, root } = await hydrated();
    mounted = root;
    const link = container.querySelector<HTMLAnchorElement>('.island a[href^="/about"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/about?from=island#team');
  });

  it('leaves plain links, other addresses and modified clicks to the browser', async () => {
    const { container, root } = await hydrated();
    mounted = root;
    // What the page did with each click, read after React's handlers; then the test's document stays put.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      const click = (selector: string, init: MouseEventInit = {}) =>
        container
          .querySelector(selector)!
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      click('.island a[href="/feed.xml"]');
      click('.island a[href^="mailto:"]');
      click('.island a[href^="/about"]', { ctrlKey: true });
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true]);
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/');
  });

  it('prefetches a link’s page once the pointer has rested on it, as <Link prefetch="intent"> does', async () => {
    const { container, root } = await hydrated();
    mounted = root;
    const link = container.querySelector('.island a[href^="/about"]')!;
    await act(async () => {
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(document.querySelector('link[rel="prefetch"]')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(document.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe(
      '/about.data?from=island',
    );
  });

  it('renders its children when the page is rendered in the browser (a client navigation)', async () => {
    renders = 0;
    render(<Stub initialEntries={['/']} />);
    expect(renders).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Why choose us' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'story' }));
    expect(await screen.findByText('/about?from=island#team')).toBeTruthy();
  });
});
