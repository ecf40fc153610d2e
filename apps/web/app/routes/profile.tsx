import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { textLinkClass } from '~/components/ui/text-link';
import { AccountSummary } from '~/features/accounts/account-summary';
import { profileAction } from '~/features/accounts/profile.server';
import { ProfileDetails } from '~/features/accounts/profile-details';
import { isProfileTab, ProfileTabs } from '~/features/accounts/profile-tabs';
import { SecurityPanel } from '~/features/accounts/security-panel';
import { requireUser } from '~/features/accounts/session.server';
import { ConsultationsTab } from '~/features/consultations';
import { loadMyConsultations } from '~/features/consultations/index.server';
import { OrderUpdatesSettings } from '~/features/notifications';
import { loadOrderUpdates } from '~/features/notifications/index.server';
import { loadMyOrders } from '~/features/orders/orders.server';
import { OrdersTab } from '~/features/orders/orders-list';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/profile';

/** Only for the signed-in (docs/PRODUCT.md §4); `?tab=orders|consultations|security` opens that tab. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(url, context);
  const tab = url.searchParams.get('tab');
  const [orders, consultations, orderUpdates] = await Promise.all([
    loadMyOrders(context),
    loadMyConsultations(context),
    loadOrderUpdates(context),
  ]);
  return { user, tab: isProfileTab(tab) ? tab : 'profile', orders, consultations, orderUpdates };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = await requireUser(url, context);
  return profileAction(request, context, user);
}

/** Logging out everywhere or deleting the account moves on by itself; the guard must not race it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok && actionResult.redirectTo ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'My profile',
    description: `Your ${site.shopName} account: profile details, orders and security.`,
    path: '/profile',
    noindex: true,
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, tab } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow="My account" title={`Hi, ${user.firstName || 'User'}`}>
        <p>Manage your details, see your orders and keep your account secure.</p>
        <p className="mt-2">
          <Link to="/chat" className={textLinkClass}>
            Chat with an expert
          </Link>
        </p>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <ProfileTabs
          initial={tab}
          aside={<AccountSummary user={user} />}
          panels={{
            profile: (
              <>
                <ProfileDetails user={user} result={actionData} />
                <OrderUpdatesSettings
                  current={loaderData.orderUpdates}
                  fallbackPhone={user.phone}
                  result={actionData}
                />
              </>
            ),
            orders: <OrdersTab load={loaderData.orders} />,
            consultations: <ConsultationsTab load={loaderData.consultations} />,
            security: <SecurityPanel result={actionData} />,
          }}
        />
      </Container>
    </main>
  );
}
