import { descriptionBlocks } from '@shop/shared';

/** The description split by line: a paragraph per line, bullet lines as a list. */
export function Description({ text }: { text: string }) {
  const blocks = descriptionBlocks(text);
  return (
    <div className="space-y-3 text-base leading-relaxed text-stone-700">
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never reorder
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never reorder
          <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of one text never reorder
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
