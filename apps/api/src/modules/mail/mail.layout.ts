import { escapeHtml } from '@shop/shared';
export interface EmailContent {
  shopName: string;
  heading: string;
  /** Plain sentences; escaped for the HTML part. */
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
  closing?: string;
}

/** The same message as HTML (simple, inline styles for mail clients) and as plain text. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const closing = content.closing ?? `The ${content.shopName} team`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [`Your code: ${content.code}`, ''] : []),
    closing,
    '',
  ].join('\n');
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`)
    .join('');
  const code = content.code
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(content.code)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f6f5f0;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f"><div style="max-width:520px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px"><p style="margin:0 0 8px;color:#2f6b3a;font-weight:bold">${escapeHtml(content.shopName)}</p><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.heading)}</h1>${paragraphs}${code}<p style="margin:0;color:#555">${escapeHtml(closing)}</p></div></body></html>`;
  return { html, text };
}
