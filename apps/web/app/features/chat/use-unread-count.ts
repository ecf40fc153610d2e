import { useEffect, useState } from 'react';

/**
 * The admin navigation's unread badge: the count the page was rendered with, then kept up to date from
 * the team's event stream (any message, read or status event asks the API for the new count).
 */
export function useUnreadCount(initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    const source = new EventSource('/api/admin/chat/stream');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const response = await fetch('/api/admin/chat/unread', { credentials: 'same-origin' }).catch(
          () => null,
        );
        if (response?.ok) setCount(((await response.json()) as { unread: number }).unread);
      }, 150);
    };
    for (const kind of ['message', 'read', 'status', 'ready']) source.addEventListener(kind, refresh);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, []);
  return count;
}
