import type { SVGProps } from 'react';

/**
 * The shop's one icon set: small inline line drawings (24×24, stroke = currentColor), so pages need no
 * icon font or image requests. Decorative: the control or text around an icon carries its name. Use a
 * component (`<LockIcon />`) in markup, and `<Icon name="lock" />` (named-icon.tsx) where data chooses
 * the icon; the drawings only data names live there, so pages that name none do not download them.
 * This module holds the frame's icons and those of the home page's first screen, which every first
 * download includes; the others are in page-icons.tsx, so that the frame's chunk does not carry them.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Outline({ children, ...props }: IconProps) {
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

/** An outline icon drawn by one path (every stroke of the drawing, one after another). */
export function outline(d: string) {
  return (props: IconProps) => (
    <Outline {...props}>
      <path d={d} />
    </Outline>
  );
}

export const SearchIcon = outline('M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M20 20l-3.5-3.5');

export const CartIcon = outline(
  'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2M8.8 20.5a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0M16.3 20.5a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0',
);

export const UserIcon = outline('M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 21a8 8 0 0 1 16 0');

export const MenuIcon = outline('M4 7h16M4 12h16M4 17h16');

export const TruckIcon = outline(
  'M3 6h11v10H3zM14 10h4l3 3v3h-7M5.2 18a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0M15.7 18a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0',
);

export const ChevronRightIcon = outline('m9 6 6 6-6 6');

export const ChevronLeftIcon = outline('m15 6-6 6 6 6');

export function Filled({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const WhatsAppIcon = (props: IconProps) => (
  <Filled {...props}>
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2m0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2m4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.5-.3" />
  </Filled>
);

export const PauseIcon = outline('M8 5v14M16 5v14');

export const PlayIcon = outline('M7 4v16l13-8z');
