import { shippingPromise } from '@shop/shared';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppToaster } from '~/components/ui/toaster';
import { fallbackSite, type SiteData } from '~/lib/site-data';

/** A new shop's shipping promise (GET /shipping/terms: free everywhere, Cash on Delivery offered). */
const newShopShipping = shippingPromise({
  flatPaise: 0,
  freeAbovePaise: null,
  codFeePaise: 0,
  cod: true,
});

/** The root route's data as pages read it (useSiteData), for a visitor or a signed-in shopper. */
export function siteData(user: SiteData['user'] = null): SiteData {
  return {
    site: {
      ...fallbackSite,
      supportPhone: '+91 98765 43210',
      supportEmail: 'support@example.com',
      shipping: newShopShipping,
    },
    user,
    cartCount: 0,
    categories: [],
    featured: [],
  };
}

/**
 * A stub of the root route (id "root", its data, the toaster), so components that read the site data
 * or toast can be rendered under createRoutesStub.
 */
export function rootRoute(
  data: SiteData,
  children: Parameters<typeof import('react-router').createRoutesStub>[0],
) {
  return {
    id: 'root',
    path: '/',
    loader: () => data,
    HydrateFallback: () => null,
    Component: function Root(): ReactNode {
      return (
        <>
          <Outlet />
          <AppToaster />
        </>
      );
    },
    children,
  };
}
