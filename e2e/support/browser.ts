import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/find-chromium.ts';

const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** A phone-sized screen for the side-menu journey (docs/PRODUCT.md §2: small screens). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

const brokenAssets = new WeakMap<Page, string[]>();
const thrownErrors = new WeakMap<Page, string[]>();
const sentForms = new WeakMap<Page, SentForm[]>();

interface SentForm {
  readonly what: string;
  readonly at: number;
  answer?: string;
}

/** Uncaught exceptions a page threw so far (hydration crashes and the like). */
export function pageErrors(page: Page): string[] {
  return thrownErrors.get(page) ?? [];
}

/** Scripts and stylesheets of the shop that the page could not load (HTTP 4xx/5xx or network failure). */
export function failedAssets(page: Page): string[] {
  return brokenAssets.get(page) ?? [];
}

/**
 * Runs in every document: keeps each text a status or alert region showed, so a test that missed a
 * toast (gone after four seconds on a slow host) can say what the page did tell.
 */
function rememberMessages() {
  const told: string[] = [];
  (window as unknown as { __told: string[] }).__told = told;
  let queued = false;
  const collect = () => {
    queued = false;
    for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
      const text = region.textContent?.trim();
      if (text && !told.includes(text)) told.push(text);
    }
  };
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    setTimeout(collect, 20);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * What the page sent the shop other than reads (form posts, fetcher actions, deletes), each with its
 * answer or how long it has been waiting: a test that missed a message can say whether the request
 * was never made, is still on its way, or was answered.
 */
export function formsSentSoFar(page: Page): string[] {
  const now = Date.now();
  return (sentForms.get(page) ?? []).map(
    (sent) => `${sent.what} ${sent.answer ?? `still waiting after ${((now - sent.at) / 1000).toFixed(1)} s`}`,
  );
}

/** Every text the page's status and alert regions showed since it was loaded (see rememberMessages). */
export function toldSoFar(page: Page): Promise<string[]> {
  return page
    .evaluate(() => (window as unknown as { __told?: string[] }).__told ?? [])
    .catch(() => [] as string[]);
}

export interface BrowserSession {
  /** The shop's base URL, e.g. http://127.0.0.1:41234. */
  readonly baseURL: string;
  /** A page in a brand-new context (no cookies, no storage), closed after the test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Uncaught exceptions the page threw so far (hydration crashes and the like). */
  pageErrors(page: Page): string[];
}

/**
 * Call once at the top of a spec file: one Chromium for the file, a fresh context per page,
 * a full-page screenshot of every open page in e2e/artifacts when a test fails.
 */
export function useBrowser(): BrowserSession {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    if (task.result?.state === 'fail') {
      mkdirSync(artifactsDir, { recursive: true });
      const base = `${path.basename(task.file.name, '.spec.ts')}--${task.name}`
        .replace(/[^\w.-]+/g, '-')
        .slice(0, 120);
      let n = 0;
      for (const context of open) {
        for (const page of context.pages()) {
          const file = path.join(artifactsDir, `${base}${n++ ? `-${n}` : ''}.png`);
          await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
          console.error(`[e2e] screenshot of ${page.url()} -> ${path.relative(process.cwd(), file)}`);
          const thrown = pageErrors(page);
          if (thrown.length) console.error(`[e2e] errors thrown in that page:\n  ${thrown.join('\n  ')}`);
        }
      }
    }
    await Promise.all(open.map((context) => context.close().catch(() => undefined)));
  });

  return {
    baseURL,
    async newPage(options: BrowserContextOptions = {}) {
      if (!browser)
        throw new Error('useBrowser(): Chromium is not running (is newPage called outside a test?)');
      const context = await browser.newContext({
        baseURL,
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        ...options,
      });
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(30_000);
      contexts.push(context);
      await context.addInitScript(rememberMessages);
      const page = await context.newPage();
      const thrown: string[] = [];
      thrownErrors.set(page, thrown);
      page.on('pageerror', (error) => thrown.push(error.message));
      const broken: string[] = [];
      brokenAssets.set(page, broken);
      const isAsset = (type: string) => type === 'script' || type === 'stylesheet';
      page.on('response', (response) => {
        if (response.status() >= 400 && isAsset(response.request().resourceType())) {
          broken.push(`${response.status()} ${response.url()}`);
        }
      });
      const sent: SentForm[] = [];
      sentForms.set(page, sent);
      const sending = new Map<Request, SentForm>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The page's own measurements (web vitals beacons) are not something a test waits on.
        if (
          request.method() === 'GET' ||
          request.method() === 'HEAD' ||
          url.pathname.startsWith('/api/metrics/')
        )
          return;
        const form: SentForm = { what: `${request.method()} ${url.pathname}${url.search}`, at: Date.now() };
        sent.push(form);
        sending.set(request, form);
      });
      const answered = (request: Request, answer: string) => {
        const form = sending.get(request);
        if (form) form.answer = `answered ${answer} after ${((Date.now() - form.at) / 1000).toFixed(1)} s`;
      };
      page.on('requestfinished', async (request) => {
        answered(request, String((await request.response().catch(() => null))?.status() ?? '?'));
      });
      page.on('requestfailed', (request) => {
        answered(request, request.failure()?.errorText ?? 'failed');
        if (isAsset(request.resourceType()))
          broken.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
      });
      return page;
    },
    pageErrors,
  };
}
