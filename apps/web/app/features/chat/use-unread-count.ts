import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { endReason, keepApiStreamOpen } from '~/lib/api-stream';
import { fetchApi } from '~/lib/browser-api';

/**
 * The admin navigation's unread badge: the count the page was rendered with, then kept up to date from
 * the team's event stream (any message, read or status event asks the API for the new count). A stream
 * ended because the session ended or the account stopped being an admin, or refused from then on,
 * reloads the page's data: the admin console's loader then sends the person away.
 */
export function useUnreadCount(initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  const revalidator = useRevalidator();
  const reload = useRef(revalidator.revalidate);
  reload.current = revalidator.revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const answer = await fetchApi('GET /admin/chat/unread');
        if (answer.ok) setCount(answer.body.unread);
      }, 150);
    };
    const stop = keepApiStreamOpen('GET /admin/chat/stream', {
      listen: (source) => {
        for (const kind of ['message', 'read', 'status', 'ready']) source.addEventListener(kind, refresh);
        source.addEventListener('end', (event) => {
          if (endReason(event) !== 'expired') void reload.current();
        });
      },
      onGaveUp: () => void reload.current(),
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  return count;
}
