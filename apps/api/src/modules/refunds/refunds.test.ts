import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts, products, refunds } from '../../db/schema/index.ts';
import {
  address,
  admin,
  call,
  customerWithCart,
  customerWithOrder,
  pdfText,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { mailsTo, paidOnline, refundRows } from './refunds.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const orderRow = async (orderId: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const adminRefund = (orderId: string, body: unknown) =>
  call(api.app, 'POST', `/admin/orders/${orderId}/refunds`, owner.token, body);

/** Moves an order along the status machine from the console, as the owner would. */
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

/** A Cash on Delivery order of two ₹699 jars (12 % GST) and a ₹249 tea (5 %), delivered and so paid. */
async function deliveredCodOrder(state = 'Karnataka', pincode = '560025') {
  const email = `cod.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const { customer, order } = await customerWithOrder(api.app, database, {
    lines: [
      {
        product: {
          name: 'Ashwagandha Capsules',
          pricePaise: 89900,
          discountPricePaise: 69900,
          gstRateBp: 1200,
          hsnCode: '30049011',
        },
        quantity: 2,
      },
      {
        product: {
          name: 'Herbal Tea',
          pricePaise: 24900,
          discountPricePaise: null,
          gstRateBp: 500,
          hsnCode: '09021090',
        },
        quantity: 1,
      },
    ],
    order: { shippingAddress: address({ state, pincode, email }) },
  });
  await moveTo(order._id, 'processing', 'shipped', 'delivered');
  return { customer, order, email };
}

describe('the sandbox walks the refund flow', () => {
  it('ends a cancelled sandbox-paid order refunded, with two e-mails and a credit note, no manual step', async () => {
    const { customer, email, order } = await paidOnline(api, database);
    const cancelled = await call(api.app, 'POST', `/order/cancel/${order._id}`, customer.token);
    expect(cancelled.statusCode).toBe(200);
    await api.refundWorker.flush();
    const [pending] = await refundRows(database, order._id);
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect((await orderRow(order._id)).paymentStatus).toBe('refund_pending');

    api.clock.advance(3000);
    await api.refundWorker.flush();
    const [processed] = await refundRows(database, order._id);
    expect(processed).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    expect((await orderRow(order._id)).paymentStatus).toBe('refunded');

    await api.mail.flush();
    const refundMails = (await mailsTo(database, email)).filter((mail) => mail.subject.startsWith('Refund '));
    expect(refundMails.map((mail) => mail.subject.split(' for ')[0])).toEqual([
      'Refund initiated: ₹1,999.00',
      'Refund processed: ₹1,999.00',
    ]);
    expect(refundMails.every((mail) => mail.status === 'sent')).toBe(true);
    expect(refundMails[0]!.text).toContain('it reaches your account in 5–7 working days');
    // The credit note is drawn by the mail worker when it sends, and is in the e-mail as delivered.
    const outbox = path.join(api.dataDir, 'outbox');
    for (const mail of refundMails) {
      const eml = readdirSync(outbox).find((name) => name.endsWith(`-${mail.id}.eml`))!;
      expect(readFileSync(path.join(outbox, eml), 'utf8')).toMatch(
        /Content-Type: application\/pdf; name=credit-note-CN-\d{4}-\d{2}-\d{4}\.pdf/,
      );
    }
    const pdf = await call(api.app, 'GET', `/order/${order._id}/credit-notes/1.pdf`, customer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="credit-note-CN-\d{4}-\d{2}-\d{4}\.pdf"$/,
    );
  });
});

describe('refunds started by the shop', () => {
  it('refunds an online order when its return is accepted', async () => {
    const { customer, order } = await paidOnline(api, database);
    await moveTo(order._id, 'processing', 'shipped', 'delivered');
    const asked = await call(api.app, 'POST', `/order/return/${order._id}`, customer.token, {
      reason: 'Wrong size',
    });
    expect(asked.statusCode).toBe(200);
    expect(await refundRows(database, order._id)).toEqual([]);
    await moveTo(order._id, 'returned');
    const [row] = await refundRows(database, order._id);
    expect(row).toMatchObject({
      amountPaise: 199900,
      createdBy: 'admin',
      createdByUserId: owner.id,
      method: 'provider',
    });
    await api.refundWorker.flush();
    api.clock.advance(3000);
    await api.refundWorker.flush();
    expect((await orderRow(order._id)).paymentStatus).toBe('refunded');
  });

  it('gives back a payment that found no stock, through the provider, without a credit note', async () => {
    const {
      customer,
      products: [item],
    } = await customerWithCart(api.app, database, [{ quantity: 2 }]);
    const checkout = await call(api.app, 'POST', '/payment/checkout', customer.token, {
      shippingAddress: address(),
    });
    const razorpayOrderId = checkout.json().order.id;
    const paid = await call(api.app, 'POST', '/payment/sandbox/pay', customer.token, {
      razorpay_order_id: razorpayOrderId,
      method: 'card',
      outcome: 'success',
    });
    await database.db.update(products).set({ stock: 1 }).where(eq(products.id, item!.id));
    const verified = await call(api.app, 'POST', '/payment/paymentverification', customer.token, paid.json());
    expect(verified.json().code).toBe('PAYMENT_REFUND_NEEDED');
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.razorpayOrderId, razorpayOrderId));
    const [row] = await database.db.select().from(refunds).where(eq(refunds.attemptId, attempt!.id));
    expect(row).toMatchObject({
      amountPaise: attempt!.amountPaise,
      orderId: null,
      creditNoteNumber: null,
      createdBy: 'system',
    });
    // A replayed verification does not refund twice.
    await call(api.app, 'POST', '/payment/paymentverification', customer.token, paid.json());
    expect(await database.db.select().from(refunds).where(eq(refunds.attemptId, attempt!.id))).toHaveLength(
      1,
    );
    await api.refundWorker.flush();
    api.clock.advance(3000);
    await api.refundWorker.flush();
    const [done] = await database.db.select().from(refunds).where(eq(refunds.attemptId, attempt!.id));
    expect(done!.status).toBe('processed');
    const [after] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt!.id));
    expect(after!.status).toBe('refunded');
  });
});

describe('manual refunds of Cash on Delivery orders', () => {
  it('refuses an unpaid order with 409 and an order that does not exist with 404', async () => {
    const { order } = await customerWithOrder(api.app, database);
    const unpaid = await adminRefund(order._id, {
      amountPaise: 100,
      reason: 'x',
      method: 'upi',
      reference: 'UPI123',
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('ORDER_NOT_PAID');
    const unknown = await adminRefund('ffffffffffffffffffffffff', {
      amountPaise: 100,
      reason: 'x',
      method: 'cash',
      reference: 'R1',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records a UPI refund at once, with its credit note and e-mail; the provider is not for COD', async () => {
    const { customer, order, email } = await deliveredCodOrder();
    expect((await orderRow(order._id)).paymentStatus).toBe('paid');
    const noMethod = await adminRefund(order._id, { amountPaise: 24900, reason: 'Tea tin dented' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().details[0].field).toBe('method');
    const provider = await adminRefund(order._id, {
      amountPaise: 24900,
      reason: 'Tea tin dented',
      method: 'provider',
    });
    expect(provider.json().details[0].field).toBe('method');

    const upi = await adminRefund(order._id, {
      amountPaise: 24900,
      reason: 'Tea tin dented',
      method: 'upi',
      reference: 'UPI/4512/998877',
    });
    expect(upi.statusCode).toBe(201);
    expect(upi.json().refund).toMatchObject({
      status: 'processed',
      method: 'upi',
      reference: 'UPI/4512/998877',
      processedAt: expect.any(String),
    });
    // A kept order with one line refunded stays paid.
    expect((await orderRow(order._id)).paymentStatus).toBe('paid');
    await api.mail.flush();
    const [mail] = (await mailsTo(database, email)).filter((row) => row.subject.startsWith('Refund '));
    expect(mail!.subject).toMatch(/^Refund processed: ₹249\.00 for order/);
    expect(mail!.text).toContain('by UPI (reference UPI/4512/998877)');
    expect(mail!.attachments).toHaveLength(1);

    const rest = await adminRefund(order._id, {
      amountPaise: 139800,
      reason: 'Returned',
      method: 'bank_transfer',
      reference: 'NEFT 1',
    });
    expect(rest.statusCode).toBe(201);
    expect((await orderRow(order._id)).paymentStatus).toBe('refunded');
    const mine = await call(api.app, 'GET', `/order/${order._id}/refunds`, customer.token);
    expect(mine.json().refunds.map((refund: { amount: number }) => refund.amount)).toEqual([249, 1398]);
  });
});

describe('GST credit notes', () => {
  it('reverse a full refund between states in IGST exactly as the invoice charged it', async () => {
    const { customer, order } = await deliveredCodOrder('Maharashtra', '400001');
    await adminRefund(order._id, {
      amountPaise: 164700,
      reason: 'Returned in full',
      method: 'cash',
      reference: 'Receipt 77',
    });
    const invoice = await pdfText(
      (await call(api.app, 'GET', `/order/invoice/${order._id}`, customer.token)).rawPayload,
    );
    const note = await pdfText(
      (await call(api.app, 'GET', `/order/${order._id}/credit-notes/1.pdf`, customer.token)).rawPayload,
    );
    const [row] = await refundRows(database, order._id);
    const { invoiceNumber, invoiceDate } = await orderRow(order._id);
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain(`Credit Note No: ${row!.creditNoteNumber}`);
    expect(row!.creditNoteNumber).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
    expect(note).toContain(`Original Invoice No: ${invoiceNumber}`);
    expect(note).toContain(
      `Original Invoice Date: ${invoiceDate!.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })}`,
    );
    expect(note).toContain('Place of Supply: Maharashtra (27)');
    expect(note).not.toContain('CGST');
    // 2 × 699 at 12 % and 249 at 5 %: taxable 1,248.21 + 237.14, IGST 149.79 + 11.86.
    for (const figure of [
      '1,248.21',
      '237.14',
      '149.79',
      '11.86',
      'Rs. 1,485.35',
      'Rs. 161.65',
      'Rs. 1,647.00',
    ]) {
      expect(note).toContain(figure);
      expect(invoice).toContain(figure);
    }
    expect(note).toContain('Rupees One Thousand Six Hundred Forty Seven Only');
  });

  it('split a partial refund over the lines in CGST and SGST, adding up to the refund', async () => {
    const { customer, order } = await deliveredCodOrder();
    await adminRefund(order._id, {
      amountPaise: 50000,
      reason: 'Goodwill',
      method: 'upi',
      reference: 'UPI 5',
    });
    const note = await pdfText(
      (await call(api.app, 'GET', `/order/${order._id}/credit-notes/1.pdf`, customer.token)).rawPayload,
    );
    // ₹500 over 1,398 and 249: 424.41 and 75.59 (the odd paisa to the larger remainder); then the GST taken out of each at its own rate.
    for (const figure of [
      '424.41',
      '75.59',
      'Rs. 450.93',
      'Rs. 24.54',
      'Rs. 24.53',
      'Rs. 500.00',
      'Reason: Goodwill',
    ]) {
      expect(note).toContain(figure);
    }
    expect(note).toContain('SGST');
    expect(note).not.toContain('IGST');
  });
});
