// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from './api.server';
import { answerConsoleForm, answerForm, invalid, refused, succeeded } from './form-result.server';

const failure = (
  status: number,
  error: Partial<ApiFailure['error']> = {},
  retryAfter?: number,
): ApiFailure => ({
  ok: false,
  status,
  error: { statusCode: status, error: 'Error', code: 'UNKNOWN', message: '', ...error },
  retryAfter,
  headers: {},
});

describe('succeeded', () => {
  it('answers 200 with the toast, the next page, the data and the headers given', () => {
    const headers = new Headers({ 'Set-Cookie': 'sid=1; HttpOnly' });
    const answer = succeeded('add', { message: 'Added to cart!', data: { itemCount: 3 } }, headers);
    expect(answer.data).toEqual({
      ok: true,
      intent: 'add',
      message: 'Added to cart!',
      data: { itemCount: 3 },
    });
    expect(answer.init?.status).toBeUndefined();
    expect(new Headers(answer.init?.headers).get('set-cookie')).toBe('sid=1; HttpOnly');
  });
});

describe('invalid', () => {
  it('answers 400 with the field errors and the message above the form', () => {
    const answer = invalid(
      'signup',
      { email: 'Email is required' },
      'Please fill in all required fields: Email',
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      intent: 'signup',
      status: 400,
      fieldErrors: { email: 'Email is required' },
      message: 'Please fill in all required fields: Email',
    });
  });

  it('answers 200 when the page must reload its data, keeping 400 in the body', () => {
    const answer = invalid('setQuantity', {}, 'Quantity must be a whole number', { revalidate: true });
    expect(answer.init?.status).toBe(200);
    expect(answer.data.status).toBe(400);
  });
});

describe('refused', () => {
  it("shows the API's message, with its status and code", () => {
    const answer = refused(
      'add',
      failure(409, { code: 'OUT_OF_STOCK', message: 'Only 2 left in stock' }),
      'x',
    );
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, intent: 'add', status: 409, code: 'OUT_OF_STOCK' });
    expect(answer.data.message).toBe('Only 2 left in stock');
  });

  it('falls back to the page text when the API failed, has no such route or said nothing', () => {
    const fallback = 'Failed to add to cart';
    const crashed = refused('add', failure(500, { message: 'relation "carts" does not exist' }), fallback);
    expect(crashed.data.message).toBe(fallback);
    expect(crashed.data.status).toBe(502);
    expect(crashed.init?.status).toBe(502);
    expect(
      refused('add', failure(404, { code: 'ROUTE_NOT_FOUND', message: 'Route GET /x not found' }), fallback)
        .data.message,
    ).toBe(fallback);
    expect(refused('add', failure(400), fallback).data.message).toBe(fallback);
  });

  it('puts each field the API names under that field, mapped to the form when told how', () => {
    const error = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      details: [
        { field: 'shippingAddress.postalCode', message: 'Enter a valid 6-digit pincode' },
        { field: 'shippingAddress.postalCode', message: 'second message' },
        { field: 'shippingAddress.phone', message: 'Enter a valid mobile number' },
      ],
    };
    expect(refused('placeOrder', failure(400, error), 'x').data.fieldErrors).toEqual({
      'shippingAddress.postalCode': 'Enter a valid 6-digit pincode',
      'shippingAddress.phone': 'Enter a valid mobile number',
    });
    const toForm = (path: string) =>
      path.endsWith('postalCode') ? 'pincode' : (path.split('.').pop() ?? path);
    expect(refused('placeOrder', failure(400, error), 'x', { fieldName: toForm }).data.fieldErrors).toEqual({
      pincode: 'Enter a valid 6-digit pincode',
      phone: 'Enter a valid mobile number',
    });
  });

  it('shows a code that belongs to one field under that field too', () => {
    const answer = refused(
      'signup',
      failure(409, { code: 'EMAIL_TAKEN', message: 'Email already registered' }),
      'x',
    );
    expect(answer.data.fieldErrors).toEqual({ email: 'Email already registered' });
    expect(answer.data.message).toBe('Email already registered');
  });

  it('passes on how long to wait after a rate limit', () => {
    const answer = refused(
      'resend',
      failure(429, { code: 'RATE_LIMITED', message: 'Too many requests' }, 42),
      'x',
    );
    expect(answer.data.retryAfter).toBe(42);
    expect(answer.init?.status).toBe(429);
  });
});

describe('answerForm', () => {
  const posted = (headers: Record<string, string>) =>
    new Request('http://shop.test/cart', { method: 'POST', headers });
  const browser = posted({ 'sec-fetch-mode': 'navigate', accept: 'text/html' });
  const fetcher = posted({ 'sec-fetch-mode': 'cors', accept: '*/*' });
  const flashOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_flash='));

  it('answers a fetcher with the result itself (JavaScript shows it)', () => {
    const reply = succeeded('add', { message: 'Added to cart!' });
    expect(answerForm(fetcher, reply, { back: '/shop/all' })).toBe(reply);
  });

  it('sends a form the browser posted back where it was, the message as a flash, the API cookies kept', () => {
    const reply = succeeded('add', { message: 'Added to cart!' }, new Headers({ 'Set-Cookie': 'sid=1' }));
    const answer = answerForm(browser, reply, { back: '/shop/all?page=2' }) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/shop/all?page=2');
    expect(answer.headers.getSetCookie()).toContain('sid=1');
    expect(flashOf(answer)).toBe(
      `shop_flash=${encodeURIComponent('s:Added to cart!')}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`,
    );
  });

  it("goes to the result's redirectTo when it has one, and leaves no flash without a message", () => {
    const answer = answerForm(browser, succeeded('login', { redirectTo: '/orders' }), { back: '/login' });
    expect((answer as Response).headers.get('location')).toBe('/orders');
    expect(flashOf(answer as Response)).toBeUndefined();
  });

  it('sends a refusal back with its message (or its first field error) as an error flash', () => {
    const refusal = refused(
      'add',
      failure(409, { message: 'Only 2 left in stock' }),
      'Failed to add item to cart',
    );
    const answer = answerForm(browser, refusal, { back: '/product/p1' }) as Response;
    expect(answer.headers.get('location')).toBe('/product/p1');
    expect(flashOf(answer)).toContain(encodeURIComponent('e:Only 2 left in stock'));
    const fields = answerForm(browser, invalid('subscribe', { email: 'Enter a valid email' }), { back: '/' });
    expect(flashOf(fields as Response)).toContain(encodeURIComponent('e:Enter a valid email'));
  });

  it('leaves a refusal for the page to render with its field errors when asked to', () => {
    const refusal = invalid('contact', { name: 'Name is required' });
    expect(answerForm(browser, refusal, { back: '/contact', failuresInPlace: true })).toBe(refusal);
    const done = answerForm(browser, succeeded('contact', { message: 'Sent' }), {
      back: '/contact',
      failuresInPlace: true,
    });
    expect((done as Response).headers.get('location')).toBe('/contact');
  });

  it('leaves in place only the refusals of the intents listed, and flashes the others', () => {
    const options = { back: '/admin/categories', failuresInPlace: ['create'] };
    const duplicate = refused(
      'create',
      failure(409, { message: 'A category with this name already exists' }),
      'x',
    );
    expect(answerForm(browser, duplicate, options)).toBe(duplicate);
    const notEmpty = refused('delete', failure(409, { message: '“Herbs” still has 3 products' }), 'x');
    const answer = answerForm(browser, notEmpty, options) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin/categories');
    expect(flashOf(answer)).toContain(encodeURIComponent('e:“Herbs” still has 3 products'));
    // A fetcher still gets every refusal as it is.
    expect(answerForm(fetcher, notEmpty, options)).toBe(notEmpty);
  });

  it('gives a refusal rendered in place what was typed, secrets left out, when the form data is passed', () => {
    const form = {
      intent: 'refund',
      amount: '50',
      reason: 'Goodwill for the late delivery',
      currentPassword: 'hunter2-hunter2',
      otp: '123456',
    };
    const refusal = invalid('refund', { reference: 'A reference is required for a manual refund' });
    const answer = answerForm(browser, refusal, {
      back: '/admin/orders/1',
      failuresInPlace: true,
      typed: form,
    });
    expect(answer).not.toBeInstanceOf(Response);
    const { data, init } = answer as typeof refusal;
    expect(data).toEqual({
      ...refusal.data,
      values: { intent: 'refund', amount: '50', reason: 'Goodwill for the late delivery' },
    });
    expect(init).toEqual(refusal.init);
    // JavaScript keeps its own fields: a fetcher's answer carries nothing back, nor does a flashed one.
    expect(answerForm(fetcher, refusal, { back: '/', failuresInPlace: true, typed: form })).toBe(refusal);
    const flashed = answerForm(browser, refusal, { back: '/admin/orders/1', typed: form }) as Response;
    expect(flashed.status).toBe(302);
  });

  it("gives a stale save's refusal nothing typed: the page shows the record as it is now", () => {
    const stale = refused(
      'save',
      failure(409, {
        code: 'STALE_VERSION',
        message:
          'Someone else changed this meanwhile. The current values are shown: redo your change on them.',
      }),
      'x',
      { revalidate: true },
    );
    const typed = { intent: 'save', version: '3', name: 'Tulsi drops 30 ml' };
    expect(answerForm(browser, stale, { back: '/admin/products/p1', failuresInPlace: true, typed })).toBe(
      stale,
    );
    // A form whose fields are not the record's (an order's status note) keeps them.
    const kept = answerForm(browser, stale, {
      back: '/admin/orders/1',
      failuresInPlace: true,
      typed,
      typedWhenStale: true,
    }) as typeof stale;
    expect(kept.data).toEqual({ ...stale.data, values: typed });
  });
});

describe('answerConsoleForm', () => {
  const url = new URL('http://shop.test/admin/messages?page=2');
  const browser = new Request(url, { method: 'POST', headers: { 'sec-fetch-mode': 'navigate' } });

  it('sends a console form back to the page as addressed, in place only for the intents given', () => {
    const unhandled = refused('handled', failure(404, { message: 'Message not found' }), 'x');
    const answer = answerConsoleForm(browser, url, unhandled, []) as Response;
    expect(answer.headers.get('location')).toBe('/admin/messages?page=2');
    expect(answer.headers.getSetCookie().join()).toContain(encodeURIComponent('e:Message not found'));
    const typed = invalid('save', { name: 'Name is required' });
    expect(answerConsoleForm(browser, url, typed, ['save'])).toBe(typed);
  });
});
