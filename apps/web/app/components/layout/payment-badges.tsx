/** Card and UPI marks drawn as styled text badges (no logos downloaded). */
const badges = [
  { label: 'Visa', className: 'font-extrabold italic tracking-tight text-[#1a1f71]' },
  { label: 'Mastercard', className: 'font-bold text-stone-800', dots: true },
  { label: 'RuPay', className: 'font-extrabold italic text-[#0a4c8f]' },
  { label: 'UPI', className: 'font-extrabold italic text-[#5f259f]' },
  { label: 'Net Banking', className: 'font-semibold text-stone-800' },
] as const;

export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Accepted payment methods">
      {badges.map((badge) => (
        <li
          key={badge.label}
          className="flex h-8 items-center gap-1 rounded-md bg-white px-2.5 text-xs shadow-sm ring-1 ring-stone-200"
        >
          {'dots' in badge && (
            <svg viewBox="0 0 24 16" className="h-4 w-6" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="#eb001b" />
              <circle cx="16" cy="8" r="7" fill="#f79e1b" fillOpacity="0.9" />
            </svg>
          )}
          <span className={badge.className}>{badge.label}</span>
        </li>
      ))}
    </ul>
  );
}
