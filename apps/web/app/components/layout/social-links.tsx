import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '../ui/page-icons';

const social = [
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YouTubeIcon },
  { href: 'https://x.com/', label: 'X (Twitter)', Icon: XIcon },
] as const;

/** The shop's social profiles; each opens in a new tab. */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const colours =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-saffron-400 hover:text-stone-900'
      : 'bg-brand-100 text-brand-800 hover:bg-brand-700 hover:text-white';
  return (
    <ul className="flex gap-2">
      {social.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={`flex h-10 w-10 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-400 ${colours}`}
          >
            <Icon className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
