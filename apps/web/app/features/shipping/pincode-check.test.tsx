import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf } from './pincode-answer';
import { PincodeCheck } from './pincode-check';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the pincode box', () => {
  it('is a GET form named pincode, so it works without JavaScript', () => {
    const { container } = render(<PincodeCheck />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByLabelText('Check delivery').getAttribute('name')).toBe('pincode');
  });

  it('shows the answer the page’s loader gave (the form came back with ?pincode=)', () => {
    render(
      <PincodeCheck
        initial={answerOf({ pincode: '560001', serviceable: true, cod: true, deliveryDate: '2026-12-03' })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Delivery by Thu, 3 Dec · Cash on Delivery available',
    );
    expect((screen.getByLabelText('Check delivery') as HTMLInputElement).value).toBe('560001');
  });

  it('asks the API in place and says when only prepaid is possible', async () => {
    const fetch = answering({ pincode: '110001', serviceable: true, cod: false, deliveryDate: '2026-12-01' });
    render(<PincodeCheck />);
    await userEvent.type(screen.getByLabelText('Check delivery'), '110001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery by Tue, 1 Dec · Prepaid only')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/shipping/pincode/110001', expect.anything());
  });

  it('says when a pincode is not served', async () => {
    answering({ pincode: '744101', serviceable: false, cod: false, deliveryDate: null });
    render(<PincodeCheck />);
    await userEvent.type(screen.getByLabelText('Check delivery'), '744101');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Sorry, we do not deliver to 744101 yet')).toBeTruthy();
  });

  it('refuses a malformed pincode without asking, and says so when the API fails', async () => {
    const fetch = answering({ statusCode: 503, error: 'x', code: 'X', message: 'down' }, 503);
    render(<PincodeCheck />);
    const input = screen.getByLabelText('Check delivery');
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Enter a 6-digit pincode');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('We could not check that pincode just now. Please try again.'),
    ).toBeTruthy();
  });
});
