import type { SVGProps } from 'react';

/** Line icons of the account pages (24×24, stroke = currentColor); decorative, like components/ui/icons. */
type IconProps = SVGProps<SVGSVGElement>;

function Outline({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const AlertIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Outline>
);

export const EyeIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7z" />
    <circle cx="12" cy="12" r="3" />
  </Outline>
);

export const EyeOffIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M10.6 5.1A9.6 9.6 0 0 1 12 5c6 0 9.5 7 9.5 7a16 16 0 0 1-2.4 3.3M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 19 12 19a9 9 0 0 0 4.4-1.1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Outline>
);

export const LockIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2" />
  </Outline>
);

export const PackageIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M12 3 4 7v10l8 4 8-4V7z" />
    <path d="m4 7 8 4 8-4M12 11v10M8 5l8 4" />
  </Outline>
);

export const LogoutIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </Outline>
);

export const PencilIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Outline>
);

export const TrashIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Outline>
);

export const DevicesIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="5" width="13" height="10" rx="1.5" />
    <path d="M7 19h5M9.5 15v4" />
    <rect x="17" y="9" width="4" height="10" rx="1" />
  </Outline>
);

export const MailOpenIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3 10 12 4l9 6v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
    <path d="m3 10 9 6 9-6" />
  </Outline>
);

export const CalendarIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Outline>
);
