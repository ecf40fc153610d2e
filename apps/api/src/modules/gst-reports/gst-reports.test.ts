import { addIndiaDays, indiaDay, indiaDayStart } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';
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
import { paidOnline } from '../refunds/refunds.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: Awaited<ReturnType<typeof admin>>;
const B2B_GSTIN = '29AAGCB7383J1Z4';

type Totals = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
const tax = (rows: Totals[]) =>
  rows.reduce(
    (sum, row) => ({
      taxablePaise: sum.taxablePaise + row.taxablePaise,
      igstPaise: sum.igstPaise + row.igstPaise,
      cgstPaise: sum.cgstPaise + row.cgstPaise,
      sgstPaise: sum.sgstPaise + row.sgstPaise,
    }),
    { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 },
  );
const gross = (t: Totals) => t.taxablePaise + t.igstPaise + t.cgstPaise + t.sgstPaise;

/** This India month, first to last day, and the instant the next one starts. */
const today = () => indiaDay(new Date());
const monthOf = (day: string) => {
  const first = `${day.slice(0, 8)}01`;
  const next = addIndiaDays(first, 32).slice(0, 8).concat('01');
  return { from: first, to: addIndiaDays(next, -1), next };
};

const report = (query: string, token = owner.token) =>
  call(api.app, 'GET', `/admin/reports/gst?${query}`, token);
const refund = (orderId: string, body: unknown) =>
  call(api.app, 'POST', `/admin/orders/${orderId}/refunds`, owner.token, body);
async function moveTo(orderId: string, ...statuses: string[]) {
  for (const status of statuses) {
    const { version } = (await call(api.app, 'GET', `/admin/orders/${orderId}`, owner.token)).json().order;
    const moved = await call(api.app, 'POST', `/admin/orders/${orderId}/status`, owner.token, {
      status,
      version,
    });
    if (moved.statusCode !== 200) throw new Error(`status ${status} refused: ${moved.body}`);
  }
}
const jar = (name: string, pricePaise: number, gstRateBp = 1200, hsnCode = '30049011') => ({
  product: { name, pricePaise, discountPricePaise: null, gstRateBp, hsnCode, stock: 50 },
});

let month: ReturnType<typeof monthOf>;
const ids = { intra: '', inter: '', large: '', b2b: '', cancelled: '', free: '', later: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  api = await startShop(database, { COD_MAX_OPEN_VALUE: '1000000', COD_MAX_OPEN_ORDERS: '20' });
  owner = await admin(database);
  month = monthOf(today());

  // Intra-state, Cash on Delivery, delivered, then partly refunded by UPI (a credit note netted in B2CS).
  const intra = await customerWithOrder(api.app, database, {
    lines: [
      { ...jar('Ashwagandha Capsules', 69900), quantity: 2 },
      jar('Herbal Tea', 24900, 500, '09021090'),
    ],
  });
  ids.intra = intra.order._id;
  await moveTo(ids.intra, 'processing', 'shipped', 'delivered');
  expect(
    (await refund(ids.intra, { amountPaise: 50000, reason: 'Goodwill', method: 'upi', reference: 'UPI 5' }))
      .statusCode,
  ).toBe(201);

  // Inter-state, paid online (IGST, B2C small).
  ids.inter = (
    await paidOnline(api, database, {
      lines: [{ ...jar('Triphala', 45000), quantity: 1 }],
      address: { state: 'Delhi', pincode: '110001' },
    })
  ).order._id;

  // Inter-state above ₹1,00,000, paid online (B2C large), partly refunded (CDNUR).
  ids.large = (
    await paidOnline(api, database, {
      lines: [{ ...jar('Chyawanprash case', 6000000), quantity: 2 }],
      address: { state: 'Maharashtra', pincode: '400001' },
    })
  ).order._id;
  expect(
    (await refund(ids.large, { amountPaise: 1000000, reason: 'One tin dented', method: 'provider' }))
      .statusCode,
  ).toBe(201);

  // A registered buyer (B2B) by Cash on Delivery, partly refunded (CDNR).
  ids.b2b = (
    await customerWithOrder(api.app, database, {
      lines: [{ ...jar('Brahmi clinic pack', 300000), quantity: 3 }],
      order: { shippingAddress: address({ gstin: ' 29aagcb7383j1z4 ' }) },
    })
  ).order._id;
  await moveTo(ids.b2b, 'processing', 'shipped', 'delivered');
  expect(
    (
      await refund(ids.b2b, {
        amountPaise: 120000,
        reason: 'Short shipped',
        method: 'bank_transfer',
        reference: 'NEFT 9',
      })
    ).statusCode,
  ).toBe(201);

  // Cancelled before dispatch, nothing paid: the invoice stands cancelled.
  const cancelled = await customerWithOrder(api.app, database, {
    lines: [jar('Neem soap', 15000, 1800, '34011190')],
  });
  ids.cancelled = cancelled.order._id;
  expect(
    (await call(api.app, 'POST', `/order/cancel/${ids.cancelled}`, cancelled.customer.token)).statusCode,
  ).toBe(200);

  // Free (a 100 % promo code).
  ids.free = (
    await customerWithOrder(api.app, database, {
      lines: [jar('Tulsi drops', 29900)],
      order: { couponCode: 'FREEDOM100' },
    })
  ).order._id;

  // Next month's order: outside the period by one millisecond.
  ids.later = (await customerWithOrder(api.app, database, { lines: [jar('Giloy', 19900)] })).order._id;
  await database.db
    .update(orders)
    .set({ invoiceDate: indiaDayStart(month.next) })
    .where(eq(orders.id, ids.later));
  // And one on the month's very last millisecond, inside it.
  await database.db
    .update(orders)
    .set({ invoiceDate: new Date(indiaDayStart(month.next).getTime() - 1) })
    .where(eq(orders.id, ids.free));
}, 120_000);

afterAll(async () => {
  await api.close();
  await database.close();
});

describe('GET /api/admin/reports/gst', () => {
  it('reconciles to the paisa with the invoices and credit notes of the month', async () => {
    const period = `from=${month.from}&to=${month.to}`;
    const table = async (name: string) => {
      const response = await report(`${period}&table=${name}&format=json`);
      expect(response.statusCode).toBe(200);
      return response.json().rows;
    };
    const [b2b, b2cl, b2cs, cdnr, cdnur, hsn, docs, g3b] = await Promise.all(
      ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs', '3b'].map(table),
    );
    // The documents themselves, straight from the database.
    const invoiced = await database.db
      .select()
      .from(orders)
      .where(
        sql`${orders.invoiceDate} >= ${indiaDayStart(month.from)} AND ${orders.invoiceDate} < ${indiaDayStart(month.next)}`,
      );
    const standing = invoiced.filter((order) => order.id !== ids.cancelled);
    const notes = await database.db
      .select()
      .from(refunds)
      .where(sql`${refunds.creditNoteNumber} IS NOT NULL`);
    const net =
      standing.reduce((sum, order) => sum + order.totalPaise, 0) -
      notes.reduce((sum, note) => sum + note.amountPaise, 0);

    expect(gross(tax(g3b))).toBe(net);
    expect(tax(hsn)).toEqual(tax(g3b));
    const filed = tax([...b2b, ...b2cl, ...b2cs]);
    const credited = tax([...cdnr, ...cdnur]);
    expect(gross(filed) - gross(credited)).toBe(net);
    expect(filed.taxablePaise - credited.taxablePaise).toBe(tax(g3b).taxablePaise);

    const numberOf = async (id: string) =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.invoiceNumber;
    expect(b2b.map((row: { number: string; buyerGstin: string }) => [row.number, row.buyerGstin])).toEqual([
      [await numberOf(ids.b2b), B2B_GSTIN],
    ]);
    expect(b2cl.map((row: { number: string }) => row.number)).toEqual([await numberOf(ids.large)]);
    expect(cdnr).toHaveLength(1);
    expect(cdnur).toHaveLength(1);
    expect(b2cs.map((row: { placeOfSupply: string }) => row.placeOfSupply)).toContain('07-Delhi');
    expect(
      b2cs.some(
        (row: { igstPaise: number; placeOfSupply: string }) =>
          row.placeOfSupply === '07-Delhi' && row.igstPaise > 0,
      ),
    ).toBe(true);
    expect(docs).toEqual([
      expect.objectContaining({ nature: 'Invoices for outward supply', total: 6, cancelled: 1 }),
      expect.objectContaining({ nature: 'Credit Note', total: 3, cancelled: 0 }),
    ]);
    expect(invoiced.map((order) => order.id)).not.toContain(ids.later);
  });

  it('gives each table as the offline tool CSV, whose amounts add up to the JSON', async () => {
    const period = `from=${month.from}&to=${month.to}`;
    const csv = await report(`${period}&table=hsn&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="gstr1-hsn-${month.from}-to-${month.to}.csv"`,
    );
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    );
    const json = (await report(`${period}&table=hsn&format=json`)).json().rows;
    const paise = (text: string) => Math.round(Number(text) * 100);
    expect(rows.reduce((sum, row) => sum + paise(row.split(',').at(-5)!), 0)).toBe(tax(json).taxablePaise);
    const b2b = (await report(`${period}&table=b2b&format=csv`)).body;
    expect(b2b.split('\r\n')[1]).toMatch(new RegExp(`^${B2B_GSTIN},Meera Iyer,INV/`));
    const docs = (await report(`${period}&table=docs&format=csv`)).body;
    expect(docs.split('\r\n')[0]).toBe('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled');
  });

  it('gives the whole GSTR-1 as the offline tool JSON', async () => {
    const response = await report(`from=${month.from}&to=${month.to}&format=json`);
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json.gstin).toBe(api.config.SELLER_GSTIN);
    expect(json.fp).toBe(`${month.to.slice(5, 7)}${month.to.slice(0, 4)}`);
    expect(json.b2b[0].ctin).toBe(B2B_GSTIN);
    expect(json.b2cl[0].pos).toBe('27');
    expect(json.cdnur[0].typ).toBe('B2CL');
    expect(json.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 6, cancel: 1, net_issue: 5 });
  });

  it('refuses the GSTR-1 JSON of a range that is not a whole month or quarter, naming the field', async () => {
    const response = await report(`from=${month.from}&to=${month.to.slice(0, 8)}15&format=json`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'to', message: 'choose a whole month or quarter for the GSTR-1 JSON' },
    ]);
  });

  it('shows the totals for the console', async () => {
    const response = await call(
      api.app,
      'GET',
      `/admin/reports/gst/summary?from=${month.from}&to=${month.to}`,
      owner.token,
    );
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.invoices).toMatchObject({ issued: 6, cancelled: 1 });
    expect(summary.creditNotes.issued).toBe(3);
    expect(summary.tables.map((t: { table: string }) => t.table)).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'hsn',
      'docs',
      '3b',
    ]);
  });

  it.each([
    ['from=2026-11-30&to=2026-11-01', 'to'],
    ['from=2020-01-01&to=2026-01-01', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=yesterday&to=2026-03-01', 'from'],
    // Found by the API fuzz: two bad dates once reached the range check and answered 500.
    ['from=q&to=%F0%98%A4%95%F0%9D%88%84&table=b2cl&format=csv', 'to'],
    ['from=2026-11-01', 'to'],
    ['from=2026-11-01&to=2026-11-30&table=gstr9', 'table'],
    ['from=2026-11-01&to=2026-11-30&format=xml', 'format'],
    ['from=2026-11-01&to=2026-11-30&format=csv', 'table'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await report(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('is for the owner only', async () => {
    const query = `from=${month.from}&to=${month.to}&table=b2b&format=csv`;
    expect((await call(api.app, 'GET', `/admin/reports/gst?${query}`)).statusCode).toBe(401);
    expect((await report(query, (await shopper(database)).token)).statusCode).toBe(403);
  });
});

describe('a B2B buyer at checkout', () => {
  it('keeps the GSTIN on the order, in its answers and on the invoice', async () => {
    const { customer, order } = await customerWithOrder(api.app, database, {
      lines: [jar('Shatavari', 39900)],
      order: { shippingAddress: address({ gstin: B2B_GSTIN }) },
    });
    expect(order.gstin).toBe(B2B_GSTIN);
    const pdf = await call(api.app, 'GET', `/order/invoice/${order._id}`, customer.token);
    expect(await pdfText(pdf.rawPayload)).toContain(`Buyer GSTIN: ${B2B_GSTIN}`);
  });

  it.each([
    ['27AAPFU0939F1ZW', 'mistyped'],
    ['99AAPFU0939F1ZV', 'state code'],
    ['NOT-A-GSTIN', '15-character'],
  ])('refuses %s with a 400 naming shippingAddress.gstin, saving nothing', async (gstin, message) => {
    const { customer } = await customerWithOrder(api.app, database, { lines: [jar('Amla', 19900)] });
    const before = await database.db.select().from(orders).where(eq(orders.userId, customer.id));
    const response = await call(api.app, 'POST', '/order/createOrder', customer.token, {
      shippingAddress: address({ gstin }),
    });
    expect(response.statusCode).toBe(400);
    const detail = response
      .json()
      .details.find((d: { field: string }) => d.field === 'shippingAddress.gstin');
    expect(detail.message).toMatch(message);
    expect(await database.db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
      before.length,
    );
  });
});
