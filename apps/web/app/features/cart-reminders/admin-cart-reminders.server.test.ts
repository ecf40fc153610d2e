// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { cartRemindersAction, loadReminderFigures } from './admin-cart-reminders.server';

type Reply = { data: Record<string, unknown>; init: ResponseInit | null };

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const notCalled = (): FakeAnswer => {
  throw new Error('the API was called');
};

const saved = {
  status: 200,
  body: {
    settings: {
      enabled: true,
      delayHours: 4,
      secondEnabled: true,
      secondDelayHours: 24,
      secondPromoCode: 'SAVE10',
      version: 4,
      updatedAt: '2026-11-27T09:00:00.000Z',
    },
    promoCodes: ['SAVE10'],
  },
};

describe('the cart reminder settings form (/admin/cart-reminders)', () => {
  const fields = {
    enabled: 'on',
    delayHours: '4',
    secondEnabled: 'on',
    secondDelayHours: '24',
    secondPromoCode: ' save10 ',
    version: '3',
  };

  it('saves the ticked boxes, whole hours and the code from the version shown, and says so', async () => {
    const { context, calls } = fakeApiContext(() => saved);
    const reply = (await cartRemindersAction(context, form(fields))) as Reply;
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/admin/cart-reminders/settings',
        body: {
          enabled: true,
          delayHours: 4,
          secondEnabled: true,
          secondDelayHours: 24,
          secondPromoCode: 'SAVE10',
          version: 3,
        },
      },
    ]);
    expect(reply.data).toEqual({ ok: true, intent: 'save', message: 'Cart reminder settings saved' });
  });

  it('sends an unticked box as off, and a blank code as none', async () => {
    const { context, calls } = fakeApiContext(() => saved);
    const { secondEnabled: _, enabled: __, ...unticked } = fields;
    await cartRemindersAction(context, form({ ...unticked, secondPromoCode: '' }));
    expect(calls[0]?.body).toMatchObject({ enabled: false, secondEnabled: false, secondPromoCode: null });
  });

  it('sends nothing when the second reminder is not later, or offers no code, and names those fields', async () => {
    const { context, calls } = fakeApiContext(notCalled);
    const reply = (await cartRemindersAction(
      context,
      form({ ...fields, secondDelayHours: '4', secondPromoCode: '' }),
    )) as Reply;
    expect(calls).toEqual([]);
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toMatchObject({
      ok: false,
      intent: 'save',
      message: 'Please check the marked fields',
      fieldErrors: {
        secondDelayHours: 'Second reminder delay must be longer than the first reminder delay',
        secondPromoCode: 'Choose the promo code the second reminder offers',
      },
    });
  });

  it('sends nothing for hours that are not whole, and names the field', async () => {
    const { context, calls } = fakeApiContext(notCalled);
    const reply = (await cartRemindersAction(context, form({ ...fields, delayHours: '4.5' }))) as Reply;
    expect(calls).toEqual([]);
    expect(Object.keys(reply.data.fieldErrors as object)).toEqual(['delayHours']);
  });

  it('shows the API’s refusal next to the field it names, and reloads the current values', async () => {
    const { context } = fakeApiContext(() =>
      apiError(400, 'VALIDATION_ERROR', 'Promo code SAVE10 is not active', [
        { field: 'secondPromoCode', message: 'Promo code SAVE10 is not active' },
      ]),
    );
    const reply = (await cartRemindersAction(context, form(fields))) as Reply;
    expect(reply.data).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { secondPromoCode: 'Promo code SAVE10 is not active' },
    });
    // 200, so React Router reloads the page's settings; the refusal's status stays in the body.
    expect(reply.init?.status).toBe(200);
  });

  it('shows a stale save’s refusal as the message', async () => {
    const { context } = fakeApiContext(() =>
      apiError(409, 'VERSION_CONFLICT', 'Someone else saved these settings meanwhile'),
    );
    const reply = (await cartRemindersAction(context, form(fields))) as Reply;
    expect(reply.data).toMatchObject({
      ok: false,
      code: 'VERSION_CONFLICT',
      message: 'Someone else saved these settings meanwhile',
    });
  });
});

describe('the reminder figures of the dashboard card', () => {
  const summary = {
    from: '2026-11-01',
    to: '2026-11-15',
    remindersSent: 12,
    cartsRecovered: 3,
    revenueRecoveredPaise: 459_700,
  };

  it('asks for the period the page’s address names, under the card’s own parameter names', async () => {
    const { context, calls } = fakeApiContext(() => ({ status: 200, body: { summary } }));
    const figures = await loadReminderFigures(
      context,
      new URL('http://shop.test/admin?from=2026-01-01&remindersFrom=2026-11-01&remindersTo=2026-11-15'),
    );
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/cart-reminders/summary?from=2026-11-01&to=2026-11-15',
    ]);
    expect(figures).toEqual({ summary, error: null });
  });

  it('asks for the default period without them', async () => {
    const { context, calls } = fakeApiContext(() => ({ status: 200, body: { summary } }));
    await loadReminderFigures(context, new URL('http://shop.test/admin?remindersFrom='));
    expect(calls.map((call) => call.path)).toEqual(['/admin/cart-reminders/summary']);
  });

  it('shows the API’s refusal of a bad period instead of the figures', async () => {
    const { context } = fakeApiContext(() =>
      apiError(400, 'VALIDATION_ERROR', 'to cannot be before from', [
        { field: 'to', message: 'to cannot be before from' },
      ]),
    );
    const figures = await loadReminderFigures(
      context,
      new URL('http://shop.test/admin?remindersFrom=2026-11-15&remindersTo=2026-11-01'),
    );
    expect(figures).toEqual({ summary: null, error: 'to cannot be before from' });
  });
});
