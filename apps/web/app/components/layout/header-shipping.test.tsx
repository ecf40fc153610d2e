import { type PublicShipping, shippingPromise } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shippingWords, unknownShipping } from '~/lib/site-data';
import { loadSiteData } from '~/lib/site-data.server';
import { apiError, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { Header } from './header';

/** The header under the root route's data, with the promise the owner's terms make. */
async function renderWith(shipping: PublicShipping | null) {
  const data = siteData();
  data.site.shipping = shippingPromise(shipping);
  const Stub = createRoutesStub([
    rootRoute(data, [
      {
        index: true,
        Component: Header,
      },
    ]),
  ]);
  render(<Stub initialEntries={['/']} />);
  return (await screen.findByRole('banner')).querySelector('p')!;
}

const flat = { flatPaise: 4_900, freeAbovePaise: null, codFeePaise: 3_000, cod: true };

describe('the header strip follows the owner’s rules', () => {
  it('a new shop: free shipping across India and Cash on Delivery, as always', async () => {
    const strip = await renderWith({ flatPaise: 0, freeAbovePaise: null, codFeePaise: 0, cod: true });
    expect(strip.textContent).toBe('Free shipping across India · Cash on Delivery available');
    // On a phone the spans from `sm` up are hidden: "Free shipping · Cash on Delivery".
    const phone = [...strip.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('hidden')))
      .map((node) => node.textContent)
      .join('');
    expect(phone).toBe('Free shipping · Cash on Delivery');
  });

  it('a flat charge promises delivery, not free shipping', async () => {
    const strip = await renderWith(flat);
    expect(strip.textContent).toBe('Delivery across India · Cash on Delivery available');
    expect(document.body.textContent).not.toMatch(/free shipping/i);
  });

  it('free above a value names it in rupees, and no Cash on Delivery is promised where none is offered', async () => {
    const strip = await renderWith({ ...flat, freeAbovePaise: 49_900, cod: false });
    expect(strip.textContent).toBe('Free shipping above ₹499');
    expect(document.body.textContent).not.toMatch(/Cash on Delivery/);
  });

  it('promises neither when the terms could not be read', async () => {
    const strip = await renderWith(null);
    expect(strip.textContent).toBe('Delivery across India');
  });

  it('the meta descriptions say the same', () => {
    const site = siteData().site;
    expect(shippingWords(site)).toBe('free shipping across India and Cash on Delivery');
    expect(shippingWords(site, 'short')).toBe('free shipping and Cash on Delivery');
    expect(shippingWords({ ...site, shipping: shippingPromise({ ...flat, cod: false }) })).toBe(
      'delivery across India',
    );
  });
});

describe('the root loader reads the terms for every page’s frame', () => {
  it('from GET /shipping/terms, without a session', async () => {
    const { context, calls } = fakeApiContext((call) =>
      call.path === '/shipping/terms'
        ? { status: 200, body: { terms: flat } }
        : apiError(401, 'UNAUTHORIZED', 'Sign in'),
    );
    expect((await loadSiteData(context)).site.shipping).toEqual(shippingPromise(flat));
    expect(calls.map((call) => call.path)).toContain('/shipping/terms');
  });

  it('as unknown when the API does not answer: neither free shipping nor Cash on Delivery promised', async () => {
    const { context } = fakeApiContext(() => apiError(503, 'UNAVAILABLE', 'Down'));
    expect((await loadSiteData(context)).site.shipping).toEqual(unknownShipping);
    // The frame's fallback is the shared rule's answer for unknown rules, word for word.
    expect(unknownShipping).toEqual(shippingPromise(null));
  });
});
