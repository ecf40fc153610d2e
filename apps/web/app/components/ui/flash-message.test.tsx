import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlashMessage } from './flash-message';
import { AppToaster } from './toaster';

describe('FlashMessage (what a form posted without JavaScript said)', () => {
  it("is visible text in the server's HTML, as a status", () => {
    const html = renderToString(<FlashMessage flash={{ tone: 'success', text: 'Added to cart!' }} />);
    expect(html).toMatch(/<p role="status"[^>]*>Added to cart!<\/p>/);
    expect(renderToString(<FlashMessage flash={null} />)).toBe('');
  });

  it('becomes the toast once the page runs its code, said once', async () => {
    render(
      <>
        <FlashMessage flash={{ tone: 'error', text: 'Only 2 left in stock' }} />
        <AppToaster />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Only 2 left in stock')).toHaveLength(1));
    // The one left is the toast (react-hot-toast's status region), not the server's note.
    await waitFor(() => expect(document.querySelector('p[role="status"]')).toBeNull());
    expect(screen.getByText('Only 2 left in stock').closest('[role="status"]')).not.toBeNull();
  });
});
