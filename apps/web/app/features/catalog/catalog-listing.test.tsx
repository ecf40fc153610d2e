import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryTabs } from './category-tabs';
import { listingSearch, readPage, readSort } from './listing-query';
import { Pagination } from './pagination';
import { SortForm } from './sort-form';

const params = (query: string) => new URLSearchParams(query);

describe('the listing address', () => {
  it('reads a known sort, and falls back to Featured for a missing or unknown one', () => {
    expect(readSort(params('sort=price_asc'))).toBe('price_asc');
    expect(readSort(params('sort=name'))).toBe('name');
    expect(readSort(params(''))).toBe('featured');
    expect(readSort(params('sort=cheapest'))).toBe('featured');
    expect(readSort(params('sort=__proto__'))).toBe('featured');
  });

  it('reads a page from 1 to 10 000, and page 1 for anything else', () => {
    expect(readPage(params('page=3'))).toBe(3);
    expect(readPage(params('page=10000'))).toBe(10_000);
    for (const nonsense of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=10001', 'page=1e9']) {
      expect(readPage(params(nonsense)), nonsense).toBe(1);
    }
  });

  it('leaves the defaults out of links, so each listing has one address', () => {
    expect(listingSearch({})).toBe('');
    expect(listingSearch({ sort: 'featured', page: 1 })).toBe('');
    expect(listingSearch({ sort: 'newest', page: 2 })).toBe('?sort=newest&page=2');
    expect(listingSearch({ q: 'tulsi & neem', page: 3 })).toBe('?q=tulsi+%26+neem&page=3');
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** `ui` on a page of its own, with every other address showing where it went. */
function renderAt(ui: ReactNode) {
  const Stub = createRoutesStub([
    { path: '/listing', Component: () => <>{ui}</> },
    { path: '*', Component: Where },
  ]);
  render(<Stub initialEntries={['/listing']} />);
  return userEvent.setup();
}

describe('Pagination', () => {
  const href = (n: number) => `/shop/all${listingSearch({ sort: 'newest', page: n })}`;

  it('shows nothing when everything fits on one page', async () => {
    renderAt(
      <>
        <p>listing</p>
        <Pagination page={1} pages={1} href={href} />
      </>,
    );
    await screen.findByText('listing');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('marks the current page, links its neighbours, and hides the far pages behind a gap', async () => {
    renderAt(<Pagination page={5} pages={12} href={href} />);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '12']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/shop/all?sort=newest&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/shop/all?sort=newest&page=6',
    );
  });

  it('has no Previous on the first page and no Next on the last', async () => {
    renderAt(<Pagination page={1} pages={3} href={href} />);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/shop/all?sort=newest',
    );
    expect(within(nav).getByRole('link', { name: 'Next' })).toBeTruthy();
  });

  it('takes the shopper to the page they click', async () => {
    const user = renderAt(<Pagination page={1} pages={3} href={href} />);
    await user.click(await screen.findByRole('link', { name: 'Page 3' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/all?sort=newest&page=3');
  });
});

describe('CategoryTabs', () => {
  const categories = [
    { _id: 'c1', name: 'Immunity' },
    { _id: 'c2', name: "Men's Wellness" },
  ];

  it('marks All as the current tab on the whole shop', async () => {
    renderAt(<CategoryTabs categories={categories} current={null} />);
    const nav = await screen.findByRole('navigation', { name: 'Product categories' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['All']);
    expect(within(nav).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/shop/all');
  });

  it('marks the category in the address whatever its case, and links each category by name', async () => {
    renderAt(<CategoryTabs categories={categories} current="men's wellness" />);
    const nav = await screen.findByRole('navigation', { name: 'Product categories' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(["Men's Wellness"]);
    expect(within(nav).getByRole('link', { name: 'Immunity' }).getAttribute('href')).toBe('/shop/Immunity');
    expect(within(nav).getByRole('link', { name: "Men's Wellness" }).getAttribute('href')).toBe(
      "/shop/Men's%20Wellness",
    );
  });
});

describe('SortForm', () => {
  it('shows the current sort and reloads the listing sorted as soon as another is chosen', async () => {
    const user = renderAt(<SortForm sort="newest" action="/shop/Immunity" />);
    const select = (await screen.findByLabelText('Sort by')) as HTMLSelectElement;
    expect(select.value).toBe('newest');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Featured',
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Name: A to Z',
    ]);
    await user.selectOptions(select, 'Price: high to low');
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/Immunity?sort=price_desc');
  });
});
