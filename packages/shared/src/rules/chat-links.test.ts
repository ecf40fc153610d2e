import { describe, expect, it } from 'vitest';
import { chatTextParts } from './chat-links.ts';

describe('chatTextParts', () => {
  it('keeps plain text as one part, markup included', () => {
    expect(chatTextParts('<b>hi</b> & bye')).toEqual([{ kind: 'text', text: '<b>hi</b> & bye' }]);
  });

  it('makes http, https and www. addresses links and leaves trailing punctuation out', () => {
    expect(chatTextParts('See https://example.in/a?b=1, or www.ayur.example.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.in/a?b=1', href: 'https://example.in/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.ayur.example', href: 'https://www.ayur.example/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:msgbox'])(
    'never links %s',
    (text) => {
      expect(chatTextParts(text).every((part) => part.kind === 'text')).toBe(true);
    },
  );

  it('does not let a quote or angle bracket into a link', () => {
    const parts = chatTextParts('go to http://x.example/"onmouseover="a');
    expect(parts.find((part) => part.kind === 'link')).toEqual({
      kind: 'link',
      text: 'http://x.example/',
      href: 'http://x.example/',
    });
  });
});
