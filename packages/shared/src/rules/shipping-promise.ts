import { formatRupees, type Paise } from './money.ts';

/**
 * What every visitor may know of the owner's shipping rules (docs/PRODUCT.md, Shipping): the charges,
 * and whether Cash on Delivery is offered for any pincode at all.
 */
export interface PublicShipping {
  flatPaise: Paise;
  freeAbovePaise: Paise | null;
  codFeePaise: Paise;
  /** Cash on Delivery is offered somewhere: no pincode table (all of India), or a row with COD. */
  cod: boolean;
}

/** The storefront's shipping promise: the header strip, banner, marquee, product pages, meta descriptions. */
export interface ShippingPromise {
  /** For narrow places (the strip on a phone, the trust row): 'Free shipping'. */
  short: string;
  /** The whole promise: 'Free shipping across India'; starts with `short`. */
  long: string;
  /** `long` inside a sentence: 'free shipping across India'. */
  phrase: string;
  /** When shipping is free: on every order, from a value up, or never (a flat charge). */
  free: 'everywhere' | 'above' | 'never';
  /** Whether to mention Cash on Delivery. */
  cod: boolean;
}

const promise = (
  free: ShippingPromise['free'],
  short: string,
  long: string,
  cod: boolean,
): ShippingPromise => ({
  short,
  long,
  phrase: long.charAt(0).toLowerCase() + long.slice(1),
  free,
  cod,
});

/**
 * The promise the owner's rules allow. Free everywhere (a new shop) keeps the shop's long-standing
 * texts; a free-above value is named in whole rupees; a flat charge with no free-above promises
 * delivery, not free shipping. Rules not known (the API did not answer) promise neither free shipping
 * nor Cash on Delivery.
 */
export function shippingPromise(shipping: PublicShipping | null): ShippingPromise {
  if (!shipping) return promise('never', 'Delivery across India', 'Delivery across India', false);
  const { flatPaise, freeAbovePaise, cod } = shipping;
  if (flatPaise === 0 || freeAbovePaise === 0) {
    return promise('everywhere', 'Free shipping', 'Free shipping across India', cod);
  }
  if (freeAbovePaise !== null) {
    const text = `Free shipping above ${formatRupees(freeAbovePaise, { compact: true })}`;
    return promise('above', text, text, cod);
  }
  return promise('never', 'Delivery across India', 'Delivery across India', cod);
}
