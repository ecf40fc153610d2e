import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Mirrors docs/PRODUCT.md §2; pages of later issues join this list as they are built.
// Every page sits in one layout route whose error boundary catches what pages throw, so the root's
// loader (header and footer data) still runs for an error page; the root's own boundary is the last resort.
export default [
  layout('routes/site-frame.tsx', [
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
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/login.tsx', { id: 'routes/signup' }),
    route('otp-verification', 'routes/otp-verification.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('logout', 'routes/logout.ts'),
    route('profile', 'routes/profile.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('order-success', 'routes/order-success.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('payment/sandbox/:orderId', 'routes/payment-sandbox.tsx'),
    route('resources/checkout', 'routes/checkout-actions.ts'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('booking', 'routes/booking.tsx'),
    route('sitemap.xml', 'routes/sitemap.xml.ts'),
    route('robots.txt', 'routes/robots.txt.ts'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
