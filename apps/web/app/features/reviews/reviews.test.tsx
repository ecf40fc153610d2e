import type { Review, ReviewList } from '@shop/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RatingLine } from './rating-line';
import { ReviewsSection } from './reviews-section';

const review: Review = {
  id: 'r1',
  rating: 4,
  title: 'Calms the stomach',
  text: 'Took it for a month.',
  images: [],
  author: 'Asha K.',
  verifiedBuyer: true,
  helpfulCount: 2,
  reply: { text: 'Thank you, Asha!', at: '2026-11-02T10:00:00.000Z' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const list: ReviewList = {
  summary: {
    average: 4.5,
    count: 2,
    distribution: [
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
  },
  reviews: [review],
  total: 2,
  page: 1,
  limit: 5,
};

function renderSection(
  mine: Parameters<typeof ReviewsSection>[0]['reviews']['mine'],
  result?: Parameters<typeof ReviewsSection>[0]['result'],
  action?: () => unknown,
) {
  const Stub = createRoutesStub([
    {
      path: '/ProductDetailsById/:id',
      action,
      Component: () => (
        <ReviewsSection
          productId="p1"
          path="/ProductDetailsById/p1"
          reviews={{ sort: 'newest', list, mine }}
          result={result}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/ProductDetailsById/p1']} />);
}

describe('the product page’s reviews', () => {
  it('shows the real average and count instead of the seed’s fixed stars, and nothing made up without reviews', () => {
    render(<RatingLine rating={{ average: 4.3, count: 12 }} href="#reviews" />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '4.3 (12 reviews)' })).toBeTruthy();
    expect(screen.queryByText('(11 customer reviews)')).toBeNull();
    render(<RatingLine rating={{ average: 0, count: 0 }} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });

  it('shows the distribution, the Verified buyer mark, the owner’s reply and the sort links', async () => {
    renderSection(null);
    const bars = await screen.findByRole('list', { name: 'Ratings by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5★1 with 5 stars',
      '4★1 with 4 stars',
      '3★0 with 3 stars',
      '2★0 with 2 stars',
      '1★0 with 1 stars',
    ]);
    expect(screen.getByText('Verified buyer')).toBeTruthy();
    expect(screen.getByText('Thank you, Asha!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Most helpful' }).getAttribute('href')).toBe(
      '/ProductDetailsById/p1?reviews=helpful#reviews',
    );
    // A visitor sees the count but no vote button, and no form.
    expect(screen.getByText('2 people found this helpful')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your review' })).toBeNull();
  });

  it('offers the form to a customer who received the product, and the vote to a signed-in one', async () => {
    renderSection({ canReview: true, review: null });
    expect(await screen.findByRole('form', { name: 'Your review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Helpful' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeTruthy();
  });

  it('shows again what was typed when the review was refused (posted without JavaScript)', async () => {
    const refused = {
      ok: false as const,
      intent: 'review',
      status: 400,
      fieldErrors: { title: 'title cannot contain < or >' },
      sent: { rating: '4', title: 'Good <b>', text: 'Mild taste.' },
    };
    renderSection({ canReview: true, review: null }, refused);
    const form = await screen.findByRole('form', { name: 'Your review' });
    expect((within(form).getByRole('radio', { name: '4★' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement).value).toBe(
      'Mild taste.',
    );
    expect(within(form).getByText('title cannot contain < or >')).toBeTruthy();
  });

  it('checks a review in the browser once its check has arrived: markup in the title is refused unsent', async () => {
    const action = vi.fn(() => ({ ok: true, intent: 'review' }));
    renderSection({ canReview: true, review: null }, undefined, action);
    const form = await screen.findByRole('form', { name: 'Your review' });
    // The check is a module of its own, fetched after hydration (it carries the validation library).
    await act(() => import('./review-check'));
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: '4★' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Good <b>');
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Mild taste.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('title cannot contain < or >')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('offers no vote on one’s own review', async () => {
    renderSection({ canReview: true, review: { ...review, status: 'published', hiddenReason: null } });
    expect(await screen.findByRole('button', { name: 'Save my review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
  });
});
