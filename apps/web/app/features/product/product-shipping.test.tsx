import { type PublicShipping, shippingPromise } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rootRoute, siteData } from '../../../test/site';
import { Benefits, TrustRow, WhyChoose } from './product-sections';

/** The product page's shipping texts under the root route's data, with the owner's terms. */
async function renderWith(shipping: PublicShipping) {
  const data = siteData();
  data.site.shipping = shippingPromise(shipping);
  const Stub = createRoutesStub([
    rootRoute(data, [
      {
        index: true,
        Component: () => (
          <>
            <TrustRow />
            <WhyChoose name="Shilajit Resin" />
            <Benefits />
          </>
        ),
      },
    ]),
  ]);
  render(<Stub initialEntries={['/']} />);
  await screen.findByText('Secure payments');
}

const newShop = { flatPaise: 0, freeAbovePaise: null, codFeePaise: 0, cod: true };
const flat = { flatPaise: 4_900, freeAbovePaise: null, codFeePaise: 3_000, cod: true };
const trustRow = () =>
  [...screen.getByText('Secure payments').closest('ul')!.querySelectorAll('li')].map(
    (item) => item.textContent,
  );

describe('the product page’s shipping texts follow the owner’s rules', () => {
  it('a new shop: the texts of always', async () => {
    await renderWith(newShop);
    expect(trustRow()).toEqual(['Free shipping', 'Cash on Delivery', 'Secure payments']);
    expect(screen.getByText('Free shipping across India, with Cash on Delivery')).toBeTruthy();
    expect(
      screen.getByText(
        'Processed within 24 hours and delivered in 3–5 business days, with free shipping across India.',
      ),
    ).toBeTruthy();
  });

  it('a flat charge: delivery, nowhere free shipping', async () => {
    await renderWith(flat);
    expect(trustRow()).toEqual(['Delivery across India', 'Cash on Delivery', 'Secure payments']);
    expect(screen.getByText('Delivery across India, with Cash on Delivery')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/free/i);
  });

  it('free above ₹499 and no pincode with Cash on Delivery: the value named, COD nowhere', async () => {
    await renderWith({ ...flat, freeAbovePaise: 49_900, cod: false });
    expect(trustRow()).toEqual(['Free shipping above ₹499', 'Secure payments']);
    // The why-choose line and the trust row's item.
    expect(screen.getAllByText('Free shipping above ₹499')).toHaveLength(2);
    expect(screen.getByText(/delivered in 3–5 business days, with free shipping above ₹499\./)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Cash on Delivery/);
  });
});
