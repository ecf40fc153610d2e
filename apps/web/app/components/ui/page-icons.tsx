import { Filled, type IconProps, Outline, outline } from './icons';

/** The shop's icons that only some pages show (see icons.tsx): out of the frame's chunk. */
export const CloseIcon = outline('M6 6l12 12M18 6 6 18');

export const PhoneIcon = outline(
  'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
);

export const MailIcon = outline(
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3 7l9 6 9-6',
);

export const CheckIcon = outline('m5 12.5 4.5 4.5L19 7.5');

export const ShieldIcon = outline('M12 3 5 6v6c0 4.4 3 7.6 7 9 4-1.4 7-4.6 7-9V6zM9 12l2 2 4-4');

export const LeafIcon = outline('M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19c3-4 6-7 10-9');

export const StarIcon = (props: IconProps) => (
  <svg
    viewBox="0 0 20 20"
    width="20"
    height="20"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
  </svg>
);

export const FacebookIcon = (props: IconProps) => (
  <Filled {...props}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.5V21z" />
  </Filled>
);

export const InstagramIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </Outline>
);

export const YouTubeIcon = (props: IconProps) => (
  <Filled {...props}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8M10 15V9l5.2 3z" />
  </Filled>
);

export const XIcon = (props: IconProps) => (
  <Filled {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z" />
  </Filled>
);

export const AlertIcon = outline('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7.5v5.5M12 16.5v.01');

export const EyeIcon = outline(
  'M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
);

export const EyeOffIcon = outline(
  'M10.6 5.1A9.6 9.6 0 0 1 12 5c6 0 9.5 7 9.5 7a16 16 0 0 1-2.4 3.3M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 19 12 19a9 9 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
);

export const LockIcon = outline(
  'M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
);

export const PackageIcon = outline('M12 3 4 7v10l8 4 8-4V7zM4 7l8 4 8-4M12 11v10M8 5l8 4');

export const LogoutIcon = outline('M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10');

export const PencilIcon = outline('M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4');

export const TrashIcon = outline('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');

export const DevicesIcon = outline(
  'M4.5 5h10a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1 -1.5 1.5h-10a1.5 1.5 0 0 1 -1.5 -1.5v-7a1.5 1.5 0 0 1 1.5 -1.5zM7 19h5M9.5 15v4M18 9h2a1 1 0 0 1 1 1v8a1 1 0 0 1 -1 1h-2a1 1 0 0 1 -1 -1v-8a1 1 0 0 1 1 -1z',
);

export const MinusIcon = outline('M5 12h14');

export const PlusIcon = outline('M12 5v14M5 12h14');

export const BagIcon = outline('M5 8h14l-1 12H6L5 8zM9 8V6.5a3 3 0 0 1 6 0V8');

export const TagIcon = outline('M3.5 12.5V4.5h8l9 9-8 8-9-9zM6.6 9a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0');

export const ChevronDownIcon = outline('m6 9 6 6 6-6');

export const CheckCircleIcon = outline('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M8 12.5l2.8 2.8L16.5 9.5');

export const DownloadIcon = outline('M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14');

export const CalendarIcon = outline(
  'M6 5h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM4 10h16M8 3v4M16 3v4',
);

export const ChatIcon = outline(
  'M5 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8l-4 3.5V17H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM8 10h8M8 13h5',
);
