import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { seedPromoCodes } from '../../db/seed/promo-codes.ts';
import {
  address,
  admin,
  call,
  customerWithOrder,
  pdfText,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { loadOrderRecord } from '../orders/orders.repo.ts';
import { buildInvoice } from './invoice.data.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  api = await startShop(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const seller = {
  name: 'Ayurveda Wellness Private Limited',
  address: '12 MG Road, Bengaluru',
  gstin: '29ABCDE1234F1Z5',
  state: 'Karnataka',
};

async function orderTo(state: string, pincode: string, couponCode?: string) {
  const { customer, order } = await customerWithOrder(api.app, database, {
    lines: [
      {
        product: {
          name: 'Ashwagandha Capsules',
          pricePaise: 89900,
          discountPricePaise: 69900,
          hsnCode: '30049011',
          gstRateBp: 1200,
        },
        quantity: 2,
      },
      {
        product: {
          name: 'Herbal Tea',
          pricePaise: 24900,
          discountPricePaise: null,
          hsnCode: '09021090',
          gstRateBp: 500,
        },
        quantity: 1,
      },
    ],
    order: { shippingAddress: address({ state, pincode }), ...(couponCode ? { couponCode } : {}) },
  });
  return { user: customer, order };
}

describe('GET /order/invoice/:id', () => {
  it('sends its owner a GST tax invoice PDF with CGST and SGST within the seller’s state', async () => {
    const { user, order } = await orderTo('Karnataka', '560025');
    const response = await call(api.app, 'GET', `/order/invoice/${order._id}`, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain('GSTIN: 29ABCDE1234F1Z5');
    expect(text).toContain('Place of Supply: Karnataka (29)');
    expect(text).toContain('30049011');
    expect(text).toContain('09021090');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Rs. 1,647.00');
    expect(text).toContain('Rupees One Thousand Six Hundred Forty Seven Only');
  });

  it('charges IGST on an order shipped to another state', async () => {
    const { user, order } = await orderTo('Maharashtra', '400001');
    const text = await pdfText(
      (await call(api.app, 'GET', `/order/invoice/${order._id}`, user.token)).rawPayload,
    );
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Place of Supply: Maharashtra (27)');
  });

  it('still renders a past order’s invoice after its product is archived', async () => {
    const { user, order } = await orderTo('Karnataka', '560025');
    const boss = await admin(database);
    const { items } = (await loadOrderRecord(database.db, order._id))!;
    for (const productId of new Set(items.map((item) => item.productId))) {
      const archived = await call(api.app, 'DELETE', `/admin/products/${productId}`, boss.token);
      expect(archived.statusCode).toBe(200);
    }
    const response = await call(api.app, 'GET', `/order/invoice/${order._id}`, user.token);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain('Ashwagandha Capsules');
    expect(text).toContain('Herbal Tea');
    expect(text).toContain('Rs. 1,647.00');
  });

  it('is for the owner and admins only', async () => {
    const { order } = await orderTo('Karnataka', '560025');
    const stranger = await shopper(database);
    const boss = await admin(database);
    expect((await call(api.app, 'GET', `/order/invoice/${order._id}`, stranger.token)).statusCode).toBe(404);
    expect((await call(api.app, 'GET', `/order/invoice/${order._id}`)).statusCode).toBe(401);
    const forAdmin = await call(api.app, 'GET', `/order/invoice/${order._id}`, boss.token);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('buildInvoice', () => {
  it('takes the promo off each line before taking the GST out, and adds up to the order total', async () => {
    const { order } = await orderTo('Karnataka', '560025', 'AYUR10');
    const record = (await loadOrderRecord(database.db, order._id))!;
    const invoice = buildInvoice(record, seller);
    expect(invoice.intraState).toBe(true);
    expect(invoice.totals.totalPaise).toBe(record.order.totalPaise);
    expect(invoice.totals.discountPaise).toBe(record.order.promoDiscountPaise);
    expect(record.order.totalPaise).toBe(148230);
    // 2 × 699 = 1398 less 139.80 of the 164.70 promo; 249 less 24.90.
    expect(
      invoice.lines.map((line) => [
        line.hsnCode,
        line.amountPaise,
        line.taxablePaise,
        line.cgstPaise,
        line.sgstPaise,
      ]),
    ).toEqual([
      ['30049011', 125820, 112339, 6741, 6740],
      ['09021090', 22410, 21343, 534, 533],
    ]);
    for (const line of invoice.lines) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
    }
    expect(invoice.amountInWords).toBe('Rupees One Thousand Four Hundred Eighty Two and Thirty Paise Only');
  });

  it('uses IGST for an inter-state supply', async () => {
    const { order } = await orderTo('Tamil Nadu', '600001');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    const invoice = buildInvoice((await loadOrderRecord(database.db, row!.id))!, seller);
    expect(invoice.intraState).toBe(false);
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
    expect(invoice.totals.igstPaise).toBeGreaterThan(0);
  });
});
