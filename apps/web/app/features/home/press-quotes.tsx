const quotes = [
  {
    quote: 'A thoughtfully curated Ayurvedic store with refreshingly clear labelling.',
    source: 'Wellness Weekly',
  },
  {
    quote: 'Makes traditional remedies easy to discover for a new generation of shoppers.',
    source: 'The Health Ledger',
  },
  { quote: 'Fair prices, quick delivery and genuinely helpful support.', source: 'Green Living Review' },
];

/** What the press wrote, as three quotes. */
export function PressQuotes() {
  return (
    <section aria-labelledby="press-heading" className="border-y border-stone-200 py-12">
      <h2
        id="press-heading"
        className="text-center text-sm font-semibold uppercase tracking-[0.2em] text-stone-600"
      >
        As seen in the press
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-3">
        {quotes.map((item) => (
          <li key={item.source}>
            <figure className="flex h-full flex-col items-center justify-between gap-3 text-center">
              <blockquote className="text-lg leading-relaxed text-stone-700 italic">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="font-display text-xl font-bold text-brand-800">{item.source}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
