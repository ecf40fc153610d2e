// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApiContext } from '../../../test/fake-api';
import { contactAction } from './contact.server';

const received = 'Thank you for writing to us. Our support team will reply within one working day.';

/** The form as the browser posts it by itself: no JavaScript, or before the page hydrated. */
const browserPost = (values: Record<string, string>) =>
  new Request('http://localhost/contact', {
    method: 'POST',
    headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' },
    body: new URLSearchParams(values),
  });

describe('the contact action, posted without JavaScript', () => {
  it('comes back to /contact with both thank-you texts as a flash', async () => {
    const { context, calls } = fakeApiContext(() => ({
      status: 201,
      body: { success: true, message: received },
    }));
    const answer = (await contactAction(
      browserPost({
        intent: 'contact',
        name: 'Asha Verma',
        email: 'asha@example.com',
        subject: 'Dosage',
        message: 'How many Tulsi drops a day?',
      }),
      context,
    )) as Response;
    expect(calls).toHaveLength(1);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/contact');
    const flash = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_flash='));
    expect(decodeURIComponent(flash?.split(';')[0]?.slice('shop_flash='.length) ?? '')).toBe(
      `s:Message sent successfully! ${received}`,
    );
  });

  it('leaves a refusal for the page to render on the form, sending nothing', async () => {
    const { context, calls } = fakeApiContext(() => ({ status: 500 }));
    const answer = await contactAction(browserPost({ intent: 'contact', name: 'Asha' }), context);
    expect(answer).not.toBeInstanceOf(Response);
    expect((answer as { data: unknown }).data).toMatchObject({ ok: false, intent: 'contact', status: 400 });
    expect(calls).toEqual([]);
  });
});
