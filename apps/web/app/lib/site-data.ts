import type { ShippingPromise } from '@shop/shared';
import { useRouteLoaderData } from 'react-router';
import type { Flash } from './flash';

/** Settings and data every page's frame needs (header, footer, chat button, SEO); loaded once by root. */
export interface SiteData {
  site: {
    shopName: string;
    publicUrl: string;
    supportPhone: string;
    supportEmail: string;
    whatsappNumber: string;
    whatsappMessage: string;
    /** The share of page views that report their Core Web Vitals (VITALS_SAMPLE_RATE). */
    vitalsSampleRate: number;
    /** The seller's FSSAI licence, and the AYUSH one where it applies: the footer shows them (ADR 0036). */
    fssaiLicence: string | null;
    ayushLicence: string | null;
    /**
     * What every shipping text says, made by the root loader from the owner's rules (`shippingPromise`
     * in `@shop/shared`): made on the server, so the frame's JavaScript carries no rules.
     */
    shipping: ShippingPromise;
  };
  /** Null when nobody is signed in (or accounts are not reachable). */
  /** `isAdmin`: the account menus link to the admin console (docs/PRODUCT.md, Admin console). */
  user: { firstName: string; isAdmin?: boolean } | null;
  cartCount: number;
  categories: { _id: string; name: string }[];
  featured: { _id: string; name: string }[];
  /** What a form posted without JavaScript said, for this page to show once (lib/flash.ts). */
  flash?: Flash | null;
}

/** `shippingPromise(null)`: rules not known, so neither free shipping nor Cash on Delivery is promised. */
export const unknownShipping: ShippingPromise = {
  short: 'Delivery across India',
  long: 'Delivery across India',
  phrase: 'delivery across India',
  free: 'never',
  cod: false,
};

export const fallbackSite: SiteData['site'] = {
  shopName: 'Ayurveda Wellness Store',
  publicUrl: 'http://localhost:3000',
  supportPhone: '',
  supportEmail: '',
  whatsappNumber: '',
  whatsappMessage: '',
  vitalsSampleRate: 0,
  fssaiLicence: null,
  ayushLicence: null,
  shipping: unknownShipping,
};

/** The root loader's data from any component, including error boundaries (undefined if root failed). */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData('root') as SiteData | undefined;
}

/** The shipping promise the owner's rules allow (docs/PRODUCT.md, Shipping), for the page's texts. */
export function useShippingPromise(): ShippingPromise {
  return (useSiteData()?.site ?? fallbackSite).shipping;
}

/**
 * The shipping promise as words inside a meta description: 'free shipping across India and Cash on
 * Delivery' for a new shop, 'delivery across India' for a flat charge without Cash on Delivery.
 */
export function shippingWords(site: SiteData['site'], form: 'short' | 'long' = 'long'): string {
  const promise = site.shipping;
  const text =
    form === 'long' ? promise.phrase : promise.short.charAt(0).toLowerCase() + promise.short.slice(1);
  return promise.cod ? `${text} and Cash on Delivery` : text;
}
