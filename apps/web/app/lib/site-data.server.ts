import { shippingPromise } from '@shop/shared';
import { callApi } from './api.server';
import { type LoadContext, publicConfigContext } from './load-context.server';
import type { SiteData } from './site-data';

/** Who is signed in: any refusal (401 above all) means a visitor. */
async function loadUser(context: LoadContext): Promise<Pick<SiteData, 'user' | 'cartCount'>> {
  const result = await callApi(context, 'GET /auth/me');
  if (!result.ok) return { user: null, cartCount: 0 };
  const { user } = result.body;
  return {
    user: { firstName: user.firstName.trim(), isAdmin: user.role === 'admin' },
    cartCount: result.body.cartCount,
  };
}

/** The frame of every page. Never throws: a missing list only empties a footer column. */
export async function loadSiteData(context: LoadContext): Promise<SiteData> {
  const publicConfig = context.get(publicConfigContext);
  const [account, categories, featured, shipping] = await Promise.all([
    loadUser(context),
    callApi(context, 'GET /product/getAllCategories').then((result) =>
      result.ok ? result.body.categories.map(({ _id, name }) => ({ _id, name })) : [],
    ),
    callApi(context, 'GET /product/getAllProducts', { query: { sort: 'featured', limit: 8 } }).then(
      (result) =>
        result.ok
          ? result.body.products
              .filter((product) => product.isFeatured)
              .slice(0, 4)
              .map(({ _id, name }) => ({ _id, name }))
          : [],
    ),
    // Answered from the API's memory, dropped by the owner's saves at /admin/shipping.
    callApi(context, 'GET /shipping/terms').then((result) =>
      shippingPromise(result.ok ? result.body.terms : null),
    ),
  ]);
  return {
    site: {
      shopName: publicConfig.shopName,
      publicUrl: publicConfig.publicUrl.replace(/\/+$/, ''),
      supportPhone: publicConfig.supportPhone,
      supportEmail: publicConfig.supportEmail,
      whatsappNumber: publicConfig.whatsappNumber,
      whatsappMessage: publicConfig.whatsappMessage,
      vitalsSampleRate: publicConfig.vitalsSampleRate ?? 0,
      fssaiLicence: publicConfig.fssaiLicence ?? null,
      ayushLicence: publicConfig.ayushLicence ?? null,
      shipping,
    },
    ...account,
    categories,
    featured,
  };
}
