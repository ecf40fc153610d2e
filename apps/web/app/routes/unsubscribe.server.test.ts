// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action, loader } from '~/routes/unsubscribe';
import { type ApiCall, apiError, type FakeAnswer, fakeApiContext } from '../../test/fake-api';

const token = 'cart_reminder.user-1.c2lnbmF0dXJl';
const invalidLink = apiError(404, 'UNSUBSCRIBE_TOKEN_INVALID', 'This unsubscribe link is not valid');

async function open(search: string, answer: (call: ApiCall) => FakeAnswer) {
  const { context, calls } = fakeApiContext(answer);
  const url = new URL(`http://shop.test/unsubscribe${search}`);
  const data = await loader({ request: new Request(url), url, context, params: {} } as never);
  return { data, calls: calls.map(({ method, path }) => `${method} ${path}`) };
}

/** The Confirm button's form as the browser posts it by itself (no JavaScript). */
async function confirm(fields: Record<string, string>, answer: (call: ApiCall) => FakeAnswer) {
  const { context, calls } = fakeApiContext(answer);
  const request = new Request(`http://shop.test/unsubscribe?kind=cart_reminder&token=${token}`, {
    method: 'POST',
    headers: { 'sec-fetch-mode': 'navigate', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const reply = (await action({ request, context, params: {} } as never)) as {
    data: unknown;
    init: ResponseInit | null;
  };
  return { reply, calls };
}

describe('the /unsubscribe page of a marketing e-mail’s link', () => {
  it('opening the link only checks it (GET) and asks to confirm', async () => {
    const { data, calls } = await open(`?kind=cart_reminder&token=${token}`, () => ({
      status: 200,
      body: { success: true, kind: 'cart_reminder', message: 'Unsubscribe from cart reminders?' },
    }));
    expect(calls).toEqual([`GET /mail/unsubscribe?token=${token}`]);
    expect(data).toEqual({
      step: 'confirm',
      heading: 'Unsubscribe from cart reminders?',
      list: 'cart_reminder',
      token,
    });
  });

  it('says so when the link is not valid, with nothing to confirm', async () => {
    const { data } = await open('?kind=review_invite&token=forged', () => invalidLink);
    expect(data).toEqual({
      step: 'done',
      ok: false,
      heading: 'Review invitations',
      message: 'This unsubscribe link is not valid',
    });
  });

  it('Confirm posts the token to the API and shows its answer', async () => {
    const done = 'You have been unsubscribed. You will get no more cart reminders from us.';
    const { reply, calls } = await confirm({ intent: 'unsubscribe', token }, () => ({
      status: 200,
      body: { success: true, kind: 'cart_reminder', message: done },
    }));
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/mail/unsubscribe', body: { token } },
    ]);
    expect(reply.data).toEqual({ ok: true, intent: 'unsubscribe', message: done });
  });

  it('shows the API’s refusal, and sends nothing without a token', async () => {
    const refused = await confirm({ intent: 'unsubscribe', token: 'forged' }, () => invalidLink);
    expect(refused.reply.init?.status).toBe(404);
    expect(refused.reply.data).toMatchObject({
      ok: false,
      status: 404,
      message: 'This unsubscribe link is not valid',
    });
    const empty = await confirm({ intent: 'unsubscribe', token: '' }, () => invalidLink);
    expect(empty.calls).toEqual([]);
    expect(empty.reply.data).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { token: 'Token is required' },
    });
  });
});

describe('the /unsubscribe page of a newsletter link', () => {
  it('opening the link only checks it (GET) and asks to confirm', async () => {
    const { data, calls } = await open('?token=abc', () => ({
      status: 200,
      body: { success: true, message: 'Press Confirm to stop the newsletter at this address.' },
    }));
    expect(calls).toEqual(['GET /newsletter/unsubscribe?token=abc']);
    expect(data).toEqual({
      step: 'confirm',
      heading: 'Unsubscribe from the newsletter?',
      list: 'newsletter',
      token: 'abc',
    });
  });

  it('Confirm ends the subscription by the newsletter’s own API', async () => {
    const done = 'You have been unsubscribed. You will get no more newsletters from us.';
    const { reply, calls } = await confirm(
      { intent: 'unsubscribe', token: 'abc', list: 'newsletter' },
      () => ({
        status: 200,
        body: { success: true, message: done },
      }),
    );
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/newsletter/unsubscribe', body: { token: 'abc' } },
    ]);
    expect(reply.data).toEqual({ ok: true, intent: 'unsubscribe', message: done });
  });
});
