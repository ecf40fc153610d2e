import { type ChatMessage, chatLimits } from '@shop/shared';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import type { FormResult } from '~/lib/form-result';

type SendResult = FormResult<'send', { message: ChatMessage }>;

/**
 * The message box: Enter sends, Shift+Enter starts a new line. A fetcher form, so without JavaScript
 * it is a plain post that reloads the page with the message in it.
 */
export function ChatComposer({
  action,
  hidden,
  onSent,
  onTyping,
  draft,
  label = 'Message',
}: {
  action?: string;
  /** Extra fields (the conversation on the team's page). */
  hidden?: Record<string, string>;
  onSent: (message: ChatMessage) => void;
  onTyping: () => void;
  /** Text to put in the box (a quick reply). */
  draft?: { text: string; at: number };
  label?: string;
}) {
  const fetcher = useFetcher<SendResult>();
  const box = useRef<HTMLTextAreaElement>(null);
  useFormResult(fetcher.data, {
    intent: 'send',
    toastFailure: true,
    onSuccess: (result) => {
      onSent(result.data.message);
      if (box.current) box.current.value = '';
      box.current?.focus();
    },
  });
  useEffect(() => {
    if (draft && box.current) {
      box.current.value = draft.text;
      box.current.focus();
    }
  }, [draft]);
  const busy = fetcher.state !== 'idle';
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (box.current?.value.trim()) fetcher.submit(event.currentTarget.form);
    }
  };
  return (
    <fetcher.Form method="post" action={action} className="flex items-end gap-2">
      <input type="hidden" name="intent" value="send" />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="sr-only" htmlFor="chat-text">
        {label}
      </label>
      <textarea
        ref={box}
        id="chat-text"
        name="text"
        rows={1}
        required
        maxLength={chatLimits.textMax}
        placeholder="Type your message"
        autoComplete="off"
        onKeyDown={onKeyDown}
        onInput={onTyping}
        className={`${inputClass} max-h-40 min-h-11 resize-none`}
      />
      <button type="submit" disabled={busy} className={buttonClass({ size: 'md' })}>
        Send
      </button>
    </fetcher.Form>
  );
}
