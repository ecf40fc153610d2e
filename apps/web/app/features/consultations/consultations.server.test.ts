// @vitest-environment node
import { type Consultation, consultationMessages } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { apiUser } from '../../../test/api-answers';
import { type ApiCall, apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { adminConsultationsAction } from './admin-consultations.server';
import { bookingAction } from './consultations.server';

const start = '2026-12-02T10:30:00+05:30';

const consultation = (overrides: Partial<Consultation> = {}): Consultation => ({
  id: 'c1',
  start,
  end: '2026-12-02T11:00:00+05:30',
  topic: 'stress_sleep',
  topicLabel: 'Stress and sleep',
  phone: '9876543210',
  note: '',
  status: 'booked',
  canChange: true,
  createdAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields) });

type Reply = { data: Record<string, unknown>; init: ResponseInit | null };

/** The /booking form posted with `fields`, the API answering with `answer`. */
async function book(fields: Record<string, string>, answer: (call: ApiCall) => FakeAnswer) {
  const { context, calls } = fakeApiContext(answer);
  const reply = (await bookingAction(post('http://shop.test/booking', fields), context)) as Reply | Response;
  return { reply, calls };
}

const notCalled = (): FakeAnswer => {
  throw new Error('the API was called');
};

describe('booking a consultation (/booking, no intent)', () => {
  const fields = {
    start,
    topic: 'Stress and sleep',
    phone: '+91 98765 43210',
    note: 'Wakes at 3 am',
  };

  it('posts the slot, the topic by its key, the phone and the note, then opens the confirmation', async () => {
    const { reply, calls } = await book(fields, () => ({
      status: 201,
      body: { consultation: consultation({ id: 'c42' }) },
    }));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/consultations',
        body: { start, topic: 'stress_sleep', phone: '9876543210', note: 'Wakes at 3 am' },
      },
    ]);
    expect(reply).toBeInstanceOf(Response);
    expect((reply as Response).status).toBe(302);
    expect((reply as Response).headers.get('location')).toBe('/booking/c42');
  });

  it('sends nothing when the time, topic or phone is not valid, and names each field', async () => {
    const { reply, calls } = await book(
      { start: 'tomorrow at 10', topic: 'Astrology', phone: '12345' },
      notCalled,
    );
    expect(calls).toEqual([]);
    const { data } = reply as Reply;
    expect(data).toMatchObject({ ok: false, intent: 'book', status: 400 });
    expect(data.fieldErrors).toEqual({
      start: consultationMessages.invalidTime,
      topic: 'Pick a topic from the list',
      phone: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
    });
  });

  it('shows the API’s refusal as the message, and reloads the slots (the slot may have filled)', async () => {
    const { reply } = await book(fields, () => apiError(409, 'SLOT_FULL', consultationMessages.slotFull));
    const { data, init } = reply as Reply;
    expect(data).toMatchObject({
      ok: false,
      intent: 'book',
      status: 409,
      code: 'SLOT_FULL',
      message: consultationMessages.slotFull,
    });
    // 200, so React Router reloads the page's slots; the refusal's status stays in the body.
    expect(init?.status).toBe(200);
  });

  it('shows a refusal naming a field next to that field', async () => {
    const { reply } = await book(fields, () =>
      apiError(400, 'VALIDATION_ERROR', 'Note contains characters that are not allowed', [
        { field: 'note', message: 'Note contains characters that are not allowed' },
      ]),
    );
    expect((reply as Reply).data.fieldErrors).toEqual({
      note: 'Note contains characters that are not allowed',
    });
  });
});

describe('moving a booked consultation (/booking, intent=reschedule)', () => {
  it('posts the new time for that consultation, then opens its confirmation', async () => {
    const { reply, calls } = await book({ intent: 'reschedule', id: 'c7', start }, () => ({
      status: 200,
      body: { consultation: consultation({ id: 'c7' }) },
    }));
    expect(calls).toEqual([{ method: 'POST', path: '/consultations/c7/reschedule', body: { start } }]);
    expect((reply as Response).status).toBe(302);
    expect((reply as Response).headers.get('location')).toBe('/booking/c7');
  });

  it('sends nothing without a valid new time, and asks for one', async () => {
    const { reply, calls } = await book({ intent: 'reschedule', id: 'c7', start: '' }, notCalled);
    expect(calls).toEqual([]);
    expect((reply as Reply).data).toMatchObject({
      ok: false,
      intent: 'reschedule',
      message: 'Pick a new time',
      fieldErrors: { start: consultationMessages.invalidTime },
    });
  });

  it('shows the API’s refusal (too late to move it) as the message', async () => {
    const { reply } = await book({ intent: 'reschedule', id: 'c7', start }, () =>
      apiError(409, 'CONSULTATION_TOO_LATE', consultationMessages.tooLate),
    );
    expect((reply as Reply).data).toMatchObject({
      ok: false,
      intent: 'reschedule',
      status: 409,
      message: consultationMessages.tooLate,
    });
  });
});

describe('cancelling a booked consultation (/booking, intent=cancel)', () => {
  it('posts the cancel for that consultation and says it is cancelled', async () => {
    const { reply, calls } = await book({ intent: 'cancel', id: 'c7' }, () => ({
      status: 200,
      body: { consultation: consultation({ id: 'c7', status: 'cancelled', canChange: false }) },
    }));
    expect(calls).toEqual([{ method: 'POST', path: '/consultations/c7/cancel', body: {} }]);
    expect((reply as Reply).data).toEqual({
      ok: true,
      intent: 'cancel',
      message: consultationMessages.cancelled,
    });
  });

  it('shows the API’s refusal as the message', async () => {
    const { reply } = await book({ intent: 'cancel', id: 'c7' }, () =>
      apiError(409, 'CONSULTATION_NOT_BOOKED', consultationMessages.alreadyCancelled),
    );
    expect((reply as Reply).data).toMatchObject({
      ok: false,
      intent: 'cancel',
      status: 409,
      message: consultationMessages.alreadyCancelled,
    });
  });
});

describe('the Cancel of a booking on /admin/consultations (intent=cancel)', () => {
  const url = new URL('http://shop.test/admin/consultations?view=week&date=2026-12-01');

  async function cancel(
    fields: Record<string, string>,
    answer: (call: ApiCall) => FakeAnswer,
    role: 'admin' | 'customer' = 'admin',
  ) {
    const { context, calls } = fakeApiContext((call) =>
      call.path === '/auth/me'
        ? { status: 200, body: { user: apiUser({ role }), cartCount: 0 } }
        : answer(call),
    );
    const run = adminConsultationsAction(post(url.href, { intent: 'cancel', ...fields }), url, context);
    return { run, calls: () => calls.filter((call) => call.path !== '/auth/me') };
  }

  const cancelled = () => ({
    status: 200,
    body: {
      consultation: {
        ...consultation({ status: 'cancelled', canChange: false }),
        customer: { id: 'u1', name: 'Meera Iyer', email: 'meera@example.in' },
        adminNotes: '',
      },
    },
  });

  it('posts the cancel with the reason for the customer’s e-mail, and says the customer is told', async () => {
    const { run, calls } = await cancel({ id: 'c1', reason: 'The practitioner is unwell' }, cancelled);
    expect(((await run) as Reply).data).toEqual({
      ok: true,
      intent: 'cancel',
      message: consultationMessages.cancelledByShop,
    });
    expect(calls()).toEqual([
      {
        method: 'POST',
        path: '/admin/consultations/c1/cancel',
        body: { reason: 'The practitioner is unwell' },
      },
    ]);
  });

  it('sends nothing when the reason is too long, and names the reason', async () => {
    const { run, calls } = await cancel({ id: 'c1', reason: 'x'.repeat(501) }, notCalled);
    const { data, init } = (await run) as Reply;
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({
      ok: false,
      intent: 'cancel',
      fieldErrors: { reason: 'Reason must be at most 500 characters' },
    });
    expect(calls()).toEqual([]);
  });

  it('shows the API’s refusal (the consultation has started) as the message', async () => {
    const { run } = await cancel({ id: 'c1' }, () =>
      apiError(409, 'CONSULTATION_STARTED', consultationMessages.cancelStarted),
    );
    expect(((await run) as Reply).data).toMatchObject({
      ok: false,
      intent: 'cancel',
      status: 409,
      message: consultationMessages.cancelStarted,
    });
  });

  it('is refused to a customer, and nothing is cancelled', async () => {
    const { run, calls } = await cancel({ id: 'c1' }, notCalled, 'customer');
    await expect(run).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls()).toEqual([]);
  });
});
