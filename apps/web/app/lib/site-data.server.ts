import type { AppLoadContext } from 'react-router';
import { callApi, catalogApi } from './api.server';
import type { SiteData } from './site-data';

interface MeResponse {
  user?: { firstName?: string | null } | null;
  cartCount?: number;
}

/** Who is signed in: any refusal (no accounts module yet, 401, 404) means a visitor. */
async function loadUser(context: AppLoadContext): Promise<Pick<SiteData, 'user' | 'cartCount'>> {
  const result = await callApi<MeResponse>(context, '/auth/me');
  const me = result.ok ? result.body : null;
  if (!me?.user) return { user: null, cartCount: 0 };
  const cartCount = typeof me.cartCount === 'number' && me.cartCount > 0 ? me.cartCount : 0;
  return { user: { firstName: me.user.firstName?.trim() ?? '' }, cartCount };
}

/** The frame of every page. Never throws: a missing list only empties a footer column. */
export async function loadSiteData(context: AppLoadContext): Promise<SiteData> {
  const { publicConfig } = context;
  const [account, categories, featured] = await Promise.all([
    loadUser(context),
    catalogApi
      .categories(context)
      .then((result) => (result.ok ? result.body.categories.map(({ _id, name }) => ({ _id, name })) : [])),
    catalogApi.products(context, '?sort=featured&limit=8').then((result) =>
      result.ok
        ? result.body.products
            .filter((product) => product.isFeatured)
            .slice(0, 4)
            .map(({ _id, name }) => ({ _id, name }))
        : [],
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
    },
    ...account,
    categories,
    featured,
  };
}
