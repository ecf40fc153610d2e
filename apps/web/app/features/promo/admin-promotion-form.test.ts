import { AdminPromotionCreateSchema, AdminPromotionPatchSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { validate } from '~/lib/form-result';
import { createPromotionBody, editPromotionBody, promotionValues } from './admin-promotion-form';

describe('the promotion form', () => {
  it('turns rupees into paise, ticks into booleans, ids into lists, and an empty code into an automatic promotion', () => {
    const checked = validate(
      AdminPromotionCreateSchema,
      createPromotionBody({
        name: '₹100 off above ₹999',
        code: '',
        kind: 'amount',
        amountPaise: '100',
        percent: '15',
        minOrderPaise: '999.50',
        'scope.categoryIds': 'cat-1, cat-2\ncat-3',
        combinable: 'on',
        active: 'on',
      }),
    );
    expect(checked).toMatchObject({
      ok: true,
      data: {
        code: null,
        kind: 'amount',
        amountPaise: 10000,
        // Another kind's field is left out.
        percent: null,
        minOrderPaise: 99950,
        scope: { productIds: null, categoryIds: ['cat-1', 'cat-2', 'cat-3'] },
        combinable: true,
        firstOrderOnly: false,
        active: true,
      },
    });
  });

  it('starts a date at India midnight, and passes text that is not a date on for the schema to refuse', () => {
    const body = createPromotionBody({
      name: 'Diwali',
      code: 'DIWALI',
      kind: 'free_shipping',
      validFrom: '2026-12-01',
      validTo: 'soon',
    });
    expect(body.validFrom).toBe('2026-11-30T18:30:00.000Z');
    expect(validate(AdminPromotionCreateSchema, body)).toMatchObject({
      ok: false,
      fieldErrors: { validTo: expect.any(String) },
    });
  });

  it('marks the field of a bad amount, and a percent over 100', () => {
    const amount = validate(
      AdminPromotionCreateSchema,
      createPromotionBody({ name: 'x', kind: 'amount', amountPaise: '12.345' }),
    );
    expect(amount).toMatchObject({ ok: false, fieldErrors: { amountPaise: expect.any(String) } });
    const percent = validate(
      AdminPromotionCreateSchema,
      createPromotionBody({ name: 'x', kind: 'percent', percent: '101' }),
    );
    expect(percent).toMatchObject({ ok: false, fieldErrors: { percent: 'percent is at most 100' } });
  });

  it('fills the edit form with a stored promotion and sends it back unchanged, from its version', () => {
    const stored = {
      id: 'p1',
      name: 'Free shipping above ₹499',
      code: null,
      kind: 'free_shipping' as const,
      percent: null,
      amountPaise: null,
      maxDiscountPaise: null,
      buyQuantity: null,
      getQuantity: null,
      getScope: null,
      scope: null,
      minOrderPaise: 49900,
      minQuantity: 0,
      firstOrderOnly: false,
      combinable: true,
      active: true,
      validFrom: null,
      validTo: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      description: '',
      uses: 3,
      version: 4,
      createdAt: '2026-11-27T00:00:00.000Z',
    };
    const body = editPromotionBody({ ...promotionValues(stored), version: '4' });
    expect(validate(AdminPromotionPatchSchema, body)).toMatchObject({
      ok: true,
      data: {
        version: 4,
        kind: 'free_shipping',
        minOrderPaise: 49900,
        combinable: true,
        active: true,
        scope: null,
      },
    });
  });
});
