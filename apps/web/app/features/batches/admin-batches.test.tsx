import type { AdminBatch, AdminVariant } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BatchesSection } from './admin-batches';

const variant = { id: 'p1', sku: 'TC-100', options: {} } as AdminVariant;
const batch = (fields: Partial<AdminBatch>): AdminBatch => ({
  id: 'b1',
  productId: 'p1',
  variantId: 'p1',
  variantLabel: '',
  sku: 'TC-100',
  batch: 'TC-2611',
  bestBefore: '2027-03-31',
  quantityReceived: 24,
  quantityLeft: 24,
  quantityWrittenOff: 0,
  receivedAt: '2026-11-27T10:00:00+05:30',
  expired: false,
  ...fields,
});

function show(batches: AdminBatch[], correcting?: AdminBatch) {
  const Stub = createRoutesStub([
    {
      path: '/admin/products/p1',
      Component: () => (
        <BatchesSection variants={[variant]} batches={batches} correcting={correcting} result={undefined} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/products/p1']} />);
}

describe('the Batches section', () => {
  it('offers Correct for each batch not yet expired, as a link that opens its form', () => {
    show([batch({}), batch({ id: 'b2', batch: 'OLD-1', expired: true, quantityLeft: 0 })]);
    const link = screen.getByRole('link', { name: 'Correct batch TC-2611' });
    expect(link.getAttribute('href')).toBe('/admin/products/p1?batch=b1#correct-batch');
    expect(screen.queryByRole('link', { name: 'Correct batch OLD-1' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Correct batch TC-2611' })).toBeNull();
    // Nothing taken from it yet: no orders to list.
    expect(screen.queryByRole('link', { name: 'Orders with batch TC-2611' })).toBeNull();
  });

  it('shows the open batch’s values to correct, and Delete while nothing was taken from it', () => {
    const untouched = batch({});
    show([untouched], untouched);
    const form = screen.getByRole('form', { name: 'Correct batch TC-2611' });
    expect((within(form).getByLabelText(/Batch number/) as HTMLInputElement).value).toBe('TC-2611');
    expect((within(form).getByLabelText(/Best before/) as HTMLInputElement).value).toBe('2027-03-31');
    expect((within(form).getByLabelText(/Units received/) as HTMLInputElement).value).toBe('24');
    expect(screen.getByRole('button', { name: 'Delete batch' })).toBeTruthy();
  });

  it('has no Delete for a batch orders took from, and says how few units it may have', () => {
    const sold = batch({ quantityLeft: 18 });
    show([sold], sold);
    expect(screen.getByText(/cannot go below the 6 units already sold/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete batch' })).toBeNull();
    // A recall: the orders that took units of it.
    expect(screen.getByRole('link', { name: 'Orders with batch TC-2611' }).getAttribute('href')).toBe(
      '/admin/orders?batch=b1&batchNumber=TC-2611',
    );
  });
});
