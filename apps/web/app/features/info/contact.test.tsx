import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { contactAction } from './contact.server';
import { ContactForm } from './contact-form';

const received = 'Thank you for writing to us. Our support team will reply within one working day.';

const message = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  subject: 'Dosage',
  message: 'How many Tulsi drops a day?',
};

/** The form as a browser posts it (URL-encoded). */
const posted = (values: Record<string, string>) =>
  new Request('http://localhost/contact', { method: 'POST', body: new URLSearchParams(values) });

async function act(values: Record<string, string>, answer: FakeAnswer) {
  const { context, calls } = fakeApiContext(() => answer);
  const result = await contactAction(posted(values), context);
  if (result instanceof Response) throw new Error('a fetcher’s post is answered with its result');
  return { status: result.init?.status ?? 200, body: result.data, calls };
}

describe('the contact action', () => {
  it('sends the checked message to the API and answers with both thank-you texts', async () => {
    const { status, body, calls } = await act(
      { intent: 'contact', ...message, name: '  Asha Verma ' },
      { status: 201, body: { success: true, message: received } },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, intent: 'contact', message: `Message sent successfully! ${received}` });
    expect(calls).toEqual([{ method: 'POST', path: '/contact/saveMessage', body: message }]);
  });

  it('refuses a message without its required fields with 400 under each, sending nothing', async () => {
    const { status, body, calls } = await act(
      { intent: 'contact', name: 'Asha', email: 'not-an-email', phone: 'call me', subject: '', message: '' },
      { status: 500 },
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, intent: 'contact' });
    const fields = (body as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'phone', 'subject']);
    expect(fields.phone).toBe('Phone may only contain digits, spaces, + and -');
    expect(calls).toEqual([]);
  });

  it('passes on a rate limit in the API’s words with its wait, and says Server error when the API failed', async () => {
    const limited = await act(message, {
      ...apiError(429, 'RATE_LIMITED', 'Too many messages. Try again in a minute.'),
      headers: { 'retry-after': '60' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      ok: false,
      message: 'Too many messages. Try again in a minute.',
      retryAfter: 60,
    });
    const crashed = await act(message, { status: 500 });
    expect(crashed.status).toBe(502);
    expect(crashed.body).toMatchObject({ ok: false, message: 'Server error. Please try again.' });
  });
});

/** The contact page's form, posting to the real contact action in front of a fake API. */
function renderForm(answer: FakeAnswer) {
  const { context, calls } = fakeApiContext(() => answer);
  const sent: string[] = [];
  const Stub = createRoutesStub(
    [
      rootRoute(siteData(), [
        {
          path: 'contact',
          loader: () => null,
          action: ({ request }) => {
            sent.push(request.method);
            return contactAction(request, context);
          },
          Component: ContactForm,
        },
      ]),
    ],
    context,
  );
  render(<Stub initialEntries={['/contact']} />);
  return { calls, sent, user: userEvent.setup() };
}

describe('the contact form', () => {
  it('sends the message, says so, and empties itself for the next one', async () => {
    const { calls, user } = renderForm({ status: 201, body: { success: true, message: received } });
    await user.type(await screen.findByLabelText(/^Name/), message.name);
    await user.type(screen.getByLabelText(/^Email/), message.email);
    await user.type(screen.getByLabelText(/^Subject/), message.subject);
    await user.type(screen.getByLabelText(/^Message/), message.message);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const thanks = `Message sent successfully! ${received}`;
    expect((await screen.findAllByText(thanks)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ name: message.name, phone: '', subject: 'Dosage' });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('names what is missing next to the field before sending anything, and keeps what was typed', async () => {
    const { calls, sent, user } = renderForm({ status: 500 });
    await user.type(await screen.findByLabelText(/^Name/), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Asha');
    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('keeps the message when the API failed, so it can be sent again', async () => {
    const { user } = renderForm({ status: 500 });
    await user.type(await screen.findByLabelText(/^Name/), message.name);
    await user.type(screen.getByLabelText(/^Email/), message.email);
    await user.type(screen.getByLabelText(/^Subject/), message.subject);
    await user.type(screen.getByLabelText(/^Message/), message.message);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Server error. Please try again.');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(message.message);
  });
});

describe('the contact form after a post without JavaScript', () => {
  it('shows the refusal the page was rendered with under each field', async () => {
    const Stub = createRoutesStub([
      rootRoute(siteData(), [
        {
          path: 'contact',
          loader: () => null,
          Component: () => (
            <ContactForm
              result={{
                ok: false,
                intent: 'contact',
                status: 400,
                fieldErrors: { subject: 'Subject is required' },
                values: { name: message.name, email: message.email, subject: '', message: message.message },
              }}
            />
          ),
        },
      ]),
    ]);
    render(<Stub initialEntries={['/contact']} />);
    const subject = await screen.findByLabelText(/^Subject/);
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Subject is required')).toBeTruthy();
    // What was typed is there again, so only the subject is left to write.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(message.name);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(message.email);
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(message.message);
  });

  it('answers a post the browser made itself with the refusal and what was typed', async () => {
    const { context } = fakeApiContext(() => ({ status: 500 }));
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' },
      body: new URLSearchParams({ intent: 'contact', ...message }),
    });
    const result = await contactAction(request, context);
    if (result instanceof Response) throw new Error('a refusal is rendered on the page, not redirected');
    expect(result.data).toMatchObject({
      ok: false,
      message: 'Server error. Please try again.',
      values: { intent: 'contact', ...message },
    });
  });
});
