import { type BestSellerData, limits, type StorefrontSlide, shippingPromise } from '@shop/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BestSeller } from './best-seller';
import { PromoBanner } from './promo-banner';

/** Rendered at once (a plain memory router), so the fake clock drives everything. */
function renderInRouter(element: React.ReactNode) {
  render(<MemoryRouter>{element}</MemoryRouter>);
}

/** Which slide is shown: the one group that is not inert. */
function shownSlide(): string | null {
  const slides = screen.getAllByRole('group', { hidden: true });
  return slides.find((slide) => !slide.hasAttribute('inert'))?.getAttribute('aria-label') ?? null;
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  preferReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Two of the owner's slides; the delivery slide comes third. */
const slides: StorefrontSlide[] = ['Wellness rooted in nature', 'Build a daily immunity ritual'].map(
  (headline, index) => ({
    image: index === 0 ? 'art:mortar' : '/api/uploads/banner.webp',
    eyebrow: '',
    headline,
    text: '',
    link: '/shop/all',
    theme: 'forest',
    startsOn: null,
    endsOn: null,
  }),
);

describe('the promo banner rotation', () => {
  const seconds = limits.bannerSeconds;

  it('moves to the next offer every few seconds and wraps around', async () => {
    renderInRouter(<PromoBanner slides={slides} shipping={shippingPromise(null)} />);
    screen.getByRole('region', { name: 'Offers' });
    expect(shownSlide()).toBe('1 of 3');
    await tick(seconds - 0.1);
    expect(shownSlide()).toBe('1 of 3');
    await tick(0.1);
    expect(shownSlide()).toBe('2 of 3');
    await tick(seconds);
    await tick(seconds);
    expect(shownSlide()).toBe('1 of 3');
  });

  it('holds while the pointer is over it, and goes on when it leaves', async () => {
    renderInRouter(<PromoBanner slides={slides} shipping={shippingPromise(null)} />);
    const banner = screen.getByRole('region', { name: 'Offers' });
    fireEvent.mouseEnter(banner);
    await tick(seconds * 3);
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.mouseLeave(banner);
    await tick(seconds);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('stops on Pause, restarts the wait after a manual move, and plays again on Play', async () => {
    renderInRouter(<PromoBanner slides={slides} shipping={shippingPromise(null)} />);
    screen.getByRole('region', { name: 'Offers' });
    await tick(seconds - 1);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('2 of 3');
    // A manual move starts a full wait again.
    await tick(seconds - 1);
    expect(shownSlide()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    await tick(seconds * 4);
    expect(shownSlide()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    await tick(seconds);
    expect(shownSlide()).toBe('3 of 3');
  });

  it('starts at the slide the address names, and its controls link to their slides for a page without JavaScript', () => {
    preferReducedMotion(true);
    render(
      <MemoryRouter initialEntries={['/?slide=2']}>
        <PromoBanner slides={slides} shipping={shippingPromise(null)} />
      </MemoryRouter>,
    );
    expect(shownSlide()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('href')).toBe('?slide=3');
    expect(screen.getByRole('button', { name: 'Previous slide' }).getAttribute('href')).toBe('?slide=1');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' }).getAttribute('href')).toBe('?slide=1');
    // Past the last, back to the first; a number out of range starts at the first.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('href')).toBe('?slide=1');
  });

  it('does not start by itself for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    renderInRouter(<PromoBanner slides={slides} shipping={shippingPromise(null)} />);
    screen.getByRole('region', { name: 'Offers' });
    await tick(seconds * 3);
    expect(shownSlide()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
  });
});

describe('the best seller countdown', () => {
  const product: BestSellerData = {
    _id: 'p1',
    name: 'Ashwagandha Capsules',
    brand: 'Ayur',
    excerpt: 'Calm focus for busy days.',
    image: undefined,
    price: 600,
    discountPrice: 500,
    percentOff: 17,
  };

  // The owner's end: an hour from the fake clock's start.
  const countdown = () => ({ endsAt: new Date(Date.now() + 3_600_000).toISOString(), left: 3600 });

  it('counts down to the owner’s end one second at a time, then goes', async () => {
    renderInRouter(<BestSeller product={product} countdown={countdown()} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('01:00:00');
    await tick(1);
    expect(timer.textContent).toBe('00:59:59');
    await tick(3599);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Offer ends in')).toBeNull();
  });

  it('does not start again on a new load: a second render counts to the same end', async () => {
    const end = countdown();
    renderInRouter(<BestSeller product={product} countdown={end} />);
    await tick(600);
    // A page loaded ten minutes later is made with the same end, and shows what is left of it.
    renderInRouter(<BestSeller product={product} countdown={{ ...end, left: 3000 }} />);
    await tick(1);
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['00:49:59', '00:49:59']);
  });

  it('shows no countdown when the owner set none', () => {
    renderInRouter(<BestSeller product={product} countdown={null} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('keeps to the clock when the browser runs its timer late (a tab in the background)', async () => {
    renderInRouter(<BestSeller product={product} countdown={countdown()} />);
    const timer = screen.getByRole('timer');
    // Ten seconds pass with no tick at all, then one tick comes.
    vi.setSystemTime(Date.now() + 10_000);
    await tick(1);
    expect(timer.textContent).toBe('00:59:49');
  });
});
