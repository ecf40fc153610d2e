import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-dev-shm-usage'] });
const ctx = await b.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const p = await ctx.newPage();
await p.goto(process.argv[2]);
await p.waitForTimeout(2000);
console.log(await p.evaluate(() => {
  const wide = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 380).slice(0, 8).map(e => `${e.tagName}.${String(e.className).slice(0,80)} right=${Math.round(e.getBoundingClientRect().right)}`);
  return { inner: innerWidth, scrollW: document.documentElement.scrollWidth, bodyW: document.body.scrollWidth, vv: visualViewport?.scale, wide };
}));
await p.getByRole('button', { name: 'Open menu' }).click();
await p.waitForTimeout(800);
console.log(await p.evaluate(() => { const e = document.elementFromPoint(338, 400); return e ? `${e.tagName} ${e.getAttribute('data-testid')} ${String(e.className).slice(0,80)}` : null; }));
console.log(await p.getByRole('dialog', { name: 'Menu' }).boundingBox());
await b.close();
