import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatThread } from './chat-thread';

const message = (id: number, sender: 'customer' | 'team', text: string) => ({
  id,
  sender,
  text,
  createdAt: '2026-11-24T08:30:00.000Z',
});

describe('ChatThread', () => {
  it('renders text as text, links only for http(s), with India time and Seen under the newest seen', () => {
    render(
      <ChatThread
        messages={[
          message(1, 'customer', '<img src=x onerror=alert(1)> hello'),
          message(2, 'team', 'See https://example.com/a or javascript:alert(1)'),
          message(3, 'customer', 'thanks'),
          message(4, 'customer', 'one more'),
        ]}
        me="customer"
        seenUpTo={3}
        typing
        typingLabel="The team is typing…"
        empty={null}
      />,
    );
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list.querySelector('img')).toBeNull();
    expect(within(list).getByText(/<img src=x/)).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a']);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(within(list).getAllByText('2:00 pm')).toHaveLength(4);
    const seen = screen.getAllByTestId('seen');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.closest('li')?.getAttribute('data-message-id')).toBe('3');
    expect(screen.getByText('The team is typing…')).toBeTruthy();
  });

  it('offers the earlier messages only when there are some, and loads them on a press', () => {
    const load = vi.fn();
    const thread = (earlier: { load: () => void; loading: boolean } | null) => (
      <ChatThread
        messages={[message(501, 'team', 'hello')]}
        me="customer"
        seenUpTo={0}
        typing={false}
        typingLabel=""
        empty={null}
        earlier={earlier}
      />
    );
    const { rerender } = render(thread(null));
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    rerender(thread({ load, loading: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(thread({ load, loading: true }));
    expect(
      (screen.getByRole('button', { name: 'Loading earlier messages…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
