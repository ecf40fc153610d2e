import { useState } from 'react';
import { loadToast } from '~/components/ui/toaster';

/**
 * The promo code in large type with a Copy button. Before JavaScript loads the code is still there to
 * read and select; the button copies it to the clipboard once the page is interactive.
 */
export function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      void loadToast().then((toast) => toast.success(`${code} copied`));
    } catch {
      void loadToast().then((toast) => toast.error('Could not copy: select the code and copy it by hand'));
    }
  };
  return (
    <div className="flex items-stretch overflow-hidden rounded-2xl border-2 border-dashed border-saffron-500 bg-white">
      <span className="flex items-center px-5 py-3 font-mono text-2xl font-bold tracking-widest text-stone-900 select-all">
        {code}
      </span>
      <button
        type="button"
        onClick={copy}
        className="bg-saffron-400 px-5 text-sm font-semibold text-stone-900 transition hover:bg-saffron-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {copied ? 'Copied' : 'Copy code'}
      </button>
    </div>
  );
}
