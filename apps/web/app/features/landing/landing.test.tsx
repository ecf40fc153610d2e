import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rootRoute, siteData } from '../../../test/site';
import { CopyCode } from './copy-code';
import { LandingFaqs } from './landing-sections';

/** The code with its Copy button, on a page with the shop's toaster. */
function renderCode(code: string) {
  const Stub = createRoutesStub([
    rootRoute(siteData(), [{ path: 'landing', Component: () => <CopyCode code={code} /> }]),
  ]);
  render(<Stub initialEntries={['/landing']} />);
  // user-event puts a clipboard of its own in the page, which the test reads back.
  return userEvent.setup();
}

describe('CopyCode', () => {
  it('shows the code before anything is pressed, and copies it to the clipboard', async () => {
    const user = renderCode('ASHWAGANDHA15');
    expect(await screen.findByText('ASHWAGANDHA15')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Copy code' });
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('ASHWAGANDHA15');
    expect(await screen.findByText('ASHWAGANDHA15 copied')).toBeTruthy();
    expect(button.textContent).toBe('Copied');
  });

  it('tells the shopper to copy it by hand when the browser refuses the clipboard', async () => {
    const user = renderCode('TRIPHALA15');
    const button = await screen.findByRole('button', { name: 'Copy code' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(button);
    expect(await screen.findByText('Could not copy: select the code and copy it by hand')).toBeTruthy();
    expect(button.textContent).toBe('Copy code');
  });
});

describe('LandingFaqs', () => {
  const renderFaqs = (offer: { code: string; percent: number } | null) => {
    const Stub = createRoutesStub([{ path: '/landing', Component: () => <LandingFaqs offer={offer} /> }]);
    render(<Stub initialEntries={['/landing']} />);
  };

  it('names the owner’s code and percent as the storefront has them now', async () => {
    renderFaqs({ code: 'CALM20', percent: 20 });
    expect(await screen.findByText('How do I use the 20% code?')).toBeTruthy();
    expect(screen.getByText(/enter CALM20 in the promo box/)).toBeTruthy();
    expect(screen.queryByText(/15%/)).toBeNull();
  });

  it('asks nothing about a code when there is none', async () => {
    renderFaqs(null);
    expect(await screen.findByText('How should I take it?')).toBeTruthy();
    expect(screen.queryByText(/code\?/)).toBeNull();
  });
});
