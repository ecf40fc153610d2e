import { act, fireEvent } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldDraft } from './use-field-draft';

/** A quantity box like the cart's: its draft, the server's value, and a button that re-renders the page. */
function Quantity({ value, answer }: { value: string; answer?: object }) {
  const { draft, setDraft, ref } = useFieldDraft(value, answer);
  return (
    <input
      ref={ref}
      aria-label="Quantity"
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
    />
  );
}

function Page({ value = '1', answer }: { value?: string; answer?: object }) {
  const [renders, setRenders] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
      <Suspense fallback={null}>
        <Quantity value={value} answer={answer} />
      </Suspense>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML in this document, with `typed` entered before the scripts hydrate it. */
async function hydratedAfterTyping(typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.value = typed;
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return { container, input, rerender: (page: React.ReactElement) => act(() => root!.render(page)) };
}

describe('useFieldDraft', () => {
  it('keeps what was typed before hydration through the renders that follow', async () => {
    const { container, input } = await hydratedAfterTyping('8');
    fireEvent.click(container.querySelector('button')!);
    expect(container.querySelector('button')!.textContent).toBe('Render 1');
    expect(input.value).toBe('8');
  });

  it('starts again from the server value when it changes, or when an answer comes', async () => {
    const { input, rerender } = await hydratedAfterTyping('8');
    rerender(<Page value="7" />);
    expect(input.value).toBe('7');
    fireEvent.change(input, { target: { value: '9' } });
    expect(input.value).toBe('9');
    // A refusal leaves the server's value as it was: the answer alone puts it back.
    rerender(<Page value="7" answer={{ ok: false }} />);
    expect(input.value).toBe('7');
  });

  it('takes nothing from a field nobody typed in', async () => {
    const { container, input } = await hydratedAfterTyping('1');
    fireEvent.click(container.querySelector('button')!);
    expect(input.value).toBe('1');
  });
});
