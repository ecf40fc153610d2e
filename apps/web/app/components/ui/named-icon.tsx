import type { ComponentProps } from 'react';
import { outline, TruckIcon } from './icons';
import { LeafIcon, LockIcon, MailIcon, PhoneIcon, ShieldIcon } from './page-icons';

/** Drawings that only data names (benefits, trust badges, contact details, page emblems); see icons.tsx. */
const FlaskIcon = outline('M9 3h6M10 3v6L5 18a2 2 0 0 0 1.8 3h10.4A2 2 0 0 0 19 18l-5-9V3M7.5 14h9');
const CashIcon = outline('M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v4M18 10v4');
const FactoryIcon = outline('M3 21V10l6 4v-4l6 4V5h4v16zM7 17h2M12 17h2');
const HeartIcon = outline(
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM8 11h2l1-2 2 4 1-2h2',
);
const BoltIcon = outline('M13 3 5 14h6l-1 7 8-11h-6z');
const MoonIcon = outline('M20 15A8 8 0 1 1 9 4a6.5 6.5 0 0 0 11 11z');
const SparkleIcon = outline(
  'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5l2.5 2.5M6 18l2.5-2.5M15.5 8.5l2.5-2.5',
);
const BoneIcon = outline('M8 8 16 16M6 5a2 2 0 1 0-1 4 2 2 0 1 0 4-1M18 19a2 2 0 1 0 1-4 2 2 0 1 0-4 1');
const StomachIcon = outline('M9 3v4c0 2-3 2-3 6a7 7 0 0 0 13 2c1-3-2-4-4-3s-3 0-3-2V3');
const HeadsetIcon = outline('M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2');
const ClockIcon = outline('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2');
const ChatIcon = outline('M4 20l1.5-4A8 8 0 1 1 8 19zM9 10h6M9 13h4');
const AwardIcon = outline('M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14 7 22l5-3 5 3-1.5-8');

/** The icons that data may name (a benefit, a contact detail, a page's emblem). */
const named = {
  award: AwardIcon,
  bolt: BoltIcon,
  bone: BoneIcon,
  cash: CashIcon,
  chat: ChatIcon,
  clock: ClockIcon,
  factory: FactoryIcon,
  flask: FlaskIcon,
  headset: HeadsetIcon,
  heart: HeartIcon,
  leaf: LeafIcon,
  lock: LockIcon,
  mail: MailIcon,
  moon: MoonIcon,
  phone: PhoneIcon,
  shield: ShieldIcon,
  sparkle: SparkleIcon,
  stomach: StomachIcon,
  truck: TruckIcon,
} as const;

export type IconName = keyof typeof named;

/** The icon `name` picks; `className` sizes it (24 px by default). */
export function Icon({ name, ...props }: ComponentProps<typeof LeafIcon> & { name: IconName }) {
  const Drawing = named[name];
  return <Drawing {...props} />;
}
