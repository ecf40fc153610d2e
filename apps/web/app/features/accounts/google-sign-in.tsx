import { useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
}
type WithGoogle = Window & { google?: { accounts: { id: GoogleId } } };

const SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<void> | null = null;
/** Google Identity Services, loaded once and only where the button is shown. */
function loadGoogleScript(): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * "Continue with Google" (only when GOOGLE_CLIENT_ID is set): Google's button hands us an ID token,
 * which goes to this page's action (intent google) and from there to POST /api/auth/google.
 */
export function GoogleSignIn({ clientId, redirectTo }: { clientId: string; redirectTo: string }) {
  const target = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  // The "or" shows once Google's button is there (the script may be blocked or offline).
  const [ready, setReady] = useState(false);
  // Google keeps the first callback it is given; the ref lets it reach the current submit.
  const send = useRef<(credential: string) => void>(() => undefined);
  send.current = (credential: string) =>
    submit({ intent: 'google', credential, redirectTo }, { method: 'post' });

  useEffect(() => {
    let cancelled = false;
    loadGoogleScript()
      .then(() => {
        const id = (window as WithGoogle).google?.accounts.id;
        if (cancelled || !id || !target.current) return;
        id.initialize({ client_id: clientId, callback: ({ credential }) => send.current(credential) });
        id.renderButton(target.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: Math.min(target.current.offsetWidth || 320, 400),
        });
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div>
      {ready && (
        <div className="my-6 flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.18em] text-stone-500">
          <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
          or
          <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
        </div>
      )}
      <div ref={target} className="flex justify-center" />
    </div>
  );
}
