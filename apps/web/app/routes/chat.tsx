import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { WhatsAppIcon } from '~/components/ui/icons';
import { loginPath } from '~/features/accounts/auth-paths';
import { ChatComposer, ChatThread, useChatLive } from '~/features/chat';
import { loadChat, sendChatMessage } from '~/features/chat/index.server';
import { seo, siteFromMatches } from '~/lib/seo';
import { fallbackSite, useSiteData } from '~/lib/site-data';
import type { Route } from './+types/chat';

export async function loader({ context }: Route.LoaderArgs) {
  return loadChat(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return sendChatMessage(request, context);
}

/** New messages arrive through the stream: sending one does not reload the thread. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Chat with an expert',
    description: `Ask the Ayurveda experts of ${site.shopName} about products, dosage and your wellness routine.`,
    path: '/chat',
    noindex: true,
  });
}

function VisitorPrompt() {
  const site = useSiteData()?.site ?? fallbackSite;
  const whatsapp = site.whatsappNumber.replace(/\D/g, '');
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-900">Chat with an expert</h1>
      <p className="text-stone-700">
        Sign in to chat with our Ayurveda experts. Your conversation is kept for you.
      </p>
      <Link to={loginPath('/chat')} className={buttonClass()}>
        Sign in to chat
      </Link>
      {whatsapp && (
        <a
          href={`https://wa.me/${whatsapp}?text=${encodeURIComponent(site.whatsappMessage)}`}
          className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <WhatsAppIcon className="h-5 w-5" /> Or message us on WhatsApp
        </a>
      )}
    </div>
  );
}

function CustomerChat({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { history: object }>;
}) {
  const { history } = loaderData;
  const live = useChatLive({
    side: 'customer',
    initial: history.messages,
    seenUpTo: history.seenUpTo,
    readUpTo: history.readUpTo,
    earlier: history.earlier,
  });
  return (
    <>
      <header className="border-b border-stone-200 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <div>
            <h1 className="font-display text-lg font-bold text-brand-900">Chat with an expert</h1>
            <p className="text-xs text-stone-600">Our Ayurveda team answers {history.support.hours}</p>
          </div>
          <span
            className={`inline-flex items-center gap-1.5 text-xs font-semibold ${live.connected ? 'text-brand-800' : 'text-stone-600'}`}
          >
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${live.connected ? 'bg-brand-600' : 'bg-stone-400'}`}
            />
            {live.connected ? 'Live' : 'Connecting…'}
          </span>
        </div>
      </header>
      {history.support.awayNotice && (
        <p
          role="status"
          className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
        >
          {history.support.awayNotice}
        </p>
      )}
      <div className="flex-1 bg-stone-50 px-4 py-4">
        <div className="mx-auto max-w-3xl">
          <ChatThread
            messages={live.messages}
            me="customer"
            seenUpTo={live.seenUpTo}
            typing={live.typing}
            typingLabel="The team is typing…"
            earlier={live.earlier}
            empty={
              <p className="py-10 text-center text-stone-600">
                Hello {loaderData.user.firstName}! Ask us anything about our products, dosage or your wellness
                routine.
              </p>
            }
          />
        </div>
      </div>
      {/* Room on the right for the floating WhatsApp button, which stays on every page. */}
      <div className="sticky bottom-0 border-t border-stone-200 bg-white px-4 py-3 pr-20 sm:pr-24">
        <div className="mx-auto max-w-3xl">
          <ChatComposer onSent={live.add} onTyping={live.notifyTyping} />
        </div>
      </div>
    </>
  );
}

/**
 * /chat: the screen under the header, no footer (docs/PRODUCT.md §2), the thread rendered on the server.
 * The page itself scrolls and the message box sticks to the bottom: on a phone the keyboard and the
 * address bar resize the viewport, which a fixed-height box would fight.
 */
export default function ChatPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex min-h-[calc(100dvh-9rem)] flex-col sm:min-h-[calc(100dvh-6rem)]">
      {loaderData.history ? <CustomerChat loaderData={loaderData} /> : <VisitorPrompt />}
    </main>
  );
}
