import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { UserIcon } from '~/components/ui/icons';
import { CalendarIcon, LockIcon, PackageIcon } from '~/components/ui/page-icons';

const profileTabs = [
  { id: 'profile', label: 'Profile', Icon: UserIcon },
  { id: 'orders', label: 'Orders', Icon: PackageIcon },
  { id: 'consultations', label: 'Consultations', Icon: CalendarIcon },
  { id: 'security', label: 'Security', Icon: LockIcon },
] as const;
export type ProfileTab = (typeof profileTabs)[number]['id'];

export function isProfileTab(value: string | null): value is ProfileTab {
  return profileTabs.some((tab) => tab.id === value);
}

/**
 * The Profile, Orders and Security tabs (docs/PRODUCT.md §2), following the ARIA tabs pattern: arrow keys, Home
 * and End move between tabs; only the chosen tab is in the tab order. `aside` sits under the list.
 */
export function ProfileTabs({
  initial,
  panels,
  aside,
}: {
  initial: ProfileTab;
  panels: Record<ProfileTab, ReactNode>;
  aside?: ReactNode;
}) {
  const [selected, setSelected] = useState<ProfileTab>(initial);
  const buttons = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = profileTabs.findIndex((tab) => tab.id === selected);
    const last = profileTabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = profileTabs[target]!.id;
    setSelected(tab);
    buttons.current[tab]?.focus();
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <div className="min-w-0 space-y-4 lg:sticky lg:top-32">
        <div
          role="tablist"
          aria-label="Your account"
          onKeyDown={onKeyDown}
          className="grid grid-cols-2 gap-2 sm:flex lg:flex-col lg:overflow-visible lg:rounded-2xl lg:bg-white lg:p-2 lg:shadow-sm lg:ring-1 lg:ring-stone-200"
        >
          {profileTabs.map(({ id, label, Icon }) => {
            const current = id === selected;
            return (
              <button
                key={id}
                ref={(element) => {
                  buttons.current[id] = element;
                }}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={current}
                aria-controls={`panel-${id}`}
                tabIndex={current ? 0 : -1}
                onClick={() => setSelected(id)}
                className={`flex flex-1 items-center justify-center gap-2 rounded-full px-3 py-2.5 sm:px-4 lg:flex-none lg:justify-start lg:gap-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:rounded-xl ${current ? 'bg-brand-700 text-white shadow-sm' : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-800 lg:bg-transparent lg:ring-0'}`}
              >
                <Icon className="h-5 w-5" />
                {label}
              </button>
            );
          })}
        </div>
        {aside}
      </div>
      <div className="min-w-0">
        {profileTabs.map(({ id }) => (
          <div
            key={id}
            role="tabpanel"
            id={`panel-${id}`}
            aria-labelledby={`tab-${id}`}
            hidden={id !== selected}
            className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
          >
            {panels[id]}
          </div>
        ))}
      </div>
    </div>
  );
}
