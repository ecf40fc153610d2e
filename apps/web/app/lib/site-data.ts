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

export const fallbackSite: SiteData['site'] = {
  shopName: 'Ayurveda Wellness Store',
  publicUrl: 'http://localhost:3000',
  supportPhone: '',
  supportEmail: '',
  whatsappNumber: '',
  whatsappMessage: '',
  vitalsSampleRate: 0,
};

/** The root loader's data from any component, including error boundaries (undefined if root failed). */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData('root') as SiteData | undefined;
}
