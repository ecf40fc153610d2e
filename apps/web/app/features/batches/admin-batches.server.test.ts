import { describe, expect, it } from 'vitest';
import { batchBody, batchCorrectionBody } from './admin-batches.server';

function form(fields: Record<string, string>) {
  const data = new FormData();
  const base = { variantId: 'p1', batch: ' TC-2611 ', bestBefore: '2027-03-31', quantity: '24' };
  for (const [key, value] of Object.entries({ ...base, ...fields })) data.append(key, value);
  return data;
}

describe('the batch form', () => {
  it('sends the trimmed batch number, the day and the quantity as a number', () => {
    expect(batchBody(form({}))).toEqual({
      ok: true,
      data: { variantId: 'p1', batch: 'TC-2611', bestBefore: '2027-03-31', quantity: 24 },
    });
  });

  it('names each field it refuses, as the API would', () => {
    const checked = batchBody(form({ batch: '', bestBefore: '31/03/2027', quantity: '' }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(['batch', 'bestBefore', 'quantity']);
    const tooMany = batchBody(form({ quantity: '100001' }));
    expect(tooMany.ok ? null : tooMany.fieldErrors.quantity).toMatch(/at most/);
    const half = batchBody(form({ quantity: '2.5' }));
    expect(half.ok ? null : half.fieldErrors.quantity).toBe('Quantity must be a whole number');
  });
});

describe('the batch correction form', () => {
  it('sends the number, the day and the units received as a number, and names what it refuses', () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      batch: ' TC-2611 ',
      bestBefore: '2027-03-31',
      quantityReceived: '20',
    }))
      data.append(key, value);
    expect(batchCorrectionBody(data)).toEqual({
      ok: true,
      data: { batch: 'TC-2611', bestBefore: '2027-03-31', quantityReceived: 20 },
    });
    data.set('quantityReceived', '');
    data.set('batch', '');
    const refused = batchCorrectionBody(data);
    expect(refused.ok ? [] : Object.keys(refused.fieldErrors).sort()).toEqual(['batch', 'quantityReceived']);
  });
});
