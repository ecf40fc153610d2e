import type { SalesReport } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SalesReportsPage } from './admin-sales-reports';
import type { SalesReportPage } from './admin-sales-reports.server';

const report: SalesReport = {
  from: '2026-10-01',
  to: '2026-10-03',
  by: 'day',
  columns: [
    { key: 'period', label: 'Day', kind: 'text' },
    { key: 'orders', label: 'Orders', kind: 'count' },
    { key: 'netPaise', label: 'Net', kind: 'paise' },
  ],
  rows: [
    { period: '2026-10-01', orders: 2, netPaise: 123_450 },
    { period: '2026-10-02', orders: 0, netPaise: -9_000 },
    { period: '2026-10-03', orders: 1, netPaise: 5_000 },
  ],
  totals: { period: 'Total', orders: 3, netPaise: 119_450 },
  chart: { label: 'period', value: 'netPaise' },
  notes: ['Refunds count on the day they were processed.'],
};

function show(page: SalesReportPage) {
  const Stub = createRoutesStub([
    { path: '/admin/reports', Component: () => <SalesReportsPage page={page} /> },
  ]);
  render(<Stub initialEntries={['/admin/reports']} />);
}

const values = { from: '2026-10-01', to: '2026-10-03', by: 'day' as const };

describe('the sales reports page', () => {
  it('shows the table in rupees with its totals, the chart, the tabs as links and the CSV link', () => {
    show({ values, report, errors: {}, today: '2026-10-03' });
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayOrdersNet',
      '2026-10-012₹1,234.50',
      '2026-10-020-₹90.00',
      '2026-10-031₹50.00',
      'Total3₹1,194.50',
    ]);
    expect(
      screen.getByRole('img', { name: /Net per period: highest ₹1,234.50, lowest -₹90.00/ }),
    ).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Reports' }));
    expect(tabs.getByRole('link', { name: 'By day' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe(
      '/admin/reports?from=2026-10-01&to=2026-10-03&by=product',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/sales?from=2026-10-01&to=2026-10-03&by=day&format=csv',
    );
  });

  it('shows the API’s reason on the range form when the range is refused, and no report', () => {
    show({
      values: { from: '2026-10-03', to: '2026-10-01', by: 'day' },
      report: null,
      errors: { to: 'to must not be before from' },
      today: '2026-10-03',
    });
    expect(screen.getByText('to must not be before from')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
