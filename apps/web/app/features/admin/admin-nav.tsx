import { NavLink } from 'react-router';
import { focusRing } from '~/components/ui/button';
import { useUnreadCount } from '~/features/chat';

const sections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/bundles', label: 'Bundles' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/promo-codes', label: 'Promo codes' },
  { to: '/admin/promotions', label: 'Promotions' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/consultations', label: 'Consultations' },
  { to: '/admin/shipping', label: 'Shipping' },
  { to: '/admin/cart-reminders', label: 'Cart reminders' },
  { to: '/admin/reports', label: 'Reports', end: true },
  { to: '/admin/reports/gst', label: 'GST returns' },
  { to: '/admin/storefront', label: 'Storefront' },
  { to: '/admin/chat', label: 'Chat', badge: 'chat' },
  { to: '/admin/quiz', label: 'Quiz' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/blog', label: 'Blog' },
] as const;

/**
 * The console's sections, one under another: the sidebar on a desktop, the menu on a phone
 * (features/admin/admin-shell.tsx). `onNavigate` closes the phone's menu once a section is chosen.
 */
export function AdminNav({ chatUnread, onNavigate }: { chatUnread: number; onNavigate?: () => void }) {
  const unread = useUnreadCount(chatUnread);
  return (
    <nav aria-label="Admin" className="px-3 py-4">
      <ul className="space-y-0.5">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={'end' in section}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center justify-between rounded-lg px-3 py-2 text-sm font-semibold ${focusRing} ${
                  isActive
                    ? 'bg-brand-100 text-brand-900'
                    : 'text-stone-700 hover:bg-stone-100 hover:text-brand-800'
                }`
              }
            >
              {section.label}
              {'badge' in section && unread > 0 && (
                <span
                  className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
                  data-testid="chat-unread"
                >
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
