import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Mirrors SPEC.md §2; pages of later issues join this list as they are built.
export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop-index.tsx'),
  route('shop/:id', 'routes/shop.tsx'),
  route('ProductDetailsById/:id', 'routes/product.tsx'),
  route('product/:id', 'routes/product.tsx', { id: 'routes/product-alias' }),
  route('search', 'routes/search.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  route('faqs', 'routes/faqs.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('refund-policy', 'routes/refund-policy.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
