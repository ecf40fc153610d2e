import type { WebPerformance as Figures, VitalsMetric } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WebPerformance } from './web-performance';

const summary = (metric: VitalsMetric, p75: number | null, samples = 4) => ({
  metric,
  p75,
  rating: p75 === null ? null : ('good' as const),
  samples: p75 === null ? 0 : samples,
});

function figures(pages: Figures['pages']): Figures {
  return { days: 28, since: '2025-01-01', pages };
}

describe('Web performance on the dashboard', () => {
  it('shows each metric’s p75 for all pages, rated, and a row per kind of page', () => {
    render(
      <WebPerformance
        figures={figures([
          {
            pageType: 'all',
            metrics: [
              { metric: 'LCP', p75: 3212, rating: 'needs-improvement', samples: 9 },
              { metric: 'INP', p75: 640, rating: 'poor', samples: 7 },
              summary('CLS', 0.05),
              summary('TTFB', 610),
              summary('FCP', 900),
            ],
          },
          {
            pageType: 'product',
            metrics: [
              { metric: 'LCP', p75: 3212, rating: 'needs-improvement', samples: 9 },
              { metric: 'INP', p75: 640, rating: 'poor', samples: 7 },
              summary('CLS', null),
              summary('TTFB', 610),
              summary('FCP', null),
            ],
          },
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Web performance' });
    expect(within(section).getByText(/over the last 28 days/)).toBeTruthy();
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent?.slice(0, 4))).toEqual(['LCP,', 'INP,', 'CLS,', 'TTFB']);
    expect(within(cards[0]!).getByText('3.21 s')).toBeTruthy();
    expect(within(cards[0]!).getByText('Needs improvement')).toBeTruthy();
    expect(within(cards[0]!).getByText(/good up to 2.50 s, poor above 4.00 s/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Poor')).toBeTruthy();
    expect(within(cards[2]!).getByText('0.05')).toBeTruthy();

    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const product = within(rows[1]!);
    expect(product.getByRole('rowheader').textContent).toBe('Product');
    expect(product.getByText('No data')).toBeTruthy();
    expect(product.getAllByRole('cell').at(-1)?.textContent).toBe('9');
  });

  it('says there are no figures yet before any shopper has reported', () => {
    render(
      <WebPerformance
        figures={figures([
          {
            pageType: 'all',
            metrics: (['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const).map((m) => summary(m, null)),
          },
        ])}
      />,
    );
    expect(screen.getByText(/No figures yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
