/** The header's main navigation (docs/PRODUCT.md §2: Home, Shop, Contact, About, Blogs). */
export const mainNav = [
  { to: '/', label: 'Home' },
  { to: '/shop/all', label: 'Shop' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
  { to: '/blogs', label: 'Blogs' },
] as const;

/** The footer's Useful Links. */
export const usefulLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/chat', label: 'Chat with an expert' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/blogs', label: 'Blogs' },
] as const;

/** Pages listed in the sitemap besides the catalogue. */
export const staticPages = [
  '/about',
  '/contact',
  '/faqs',
  '/privacy-policy',
  '/refund-policy',
  '/terms-and-conditions',
  '/gallery',
  '/blogs',
  '/quiz',
  '/landing',
] as const;

export const productPath = (id: string) => `/ProductDetailsById/${encodeURIComponent(id)}`;
/** A bundle's page (docs/PRODUCT.md, Bundles): its slug or its id both open it. */
export const bundlePath = (slugOrId: string) => `/bundles/${encodeURIComponent(slugOrId)}`;
export const categoryPath = (name: string) => `/shop/${encodeURIComponent(name)}`;

/** Whether a header link names the current section (Shop covers every /shop page). */
export function isCurrent(pathname: string, to: string) {
  if (to === '/') return pathname === '/';
  if (to === '/shop/all') return pathname.startsWith('/shop');
  return pathname === to || pathname.startsWith(`${to}/`);
}
