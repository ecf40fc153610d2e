import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { DocumentStream } from './lib/document-stream.server';
import { cspNonceContext } from './lib/load-context.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

// server/app.ts builds each request's context with the build's own copy (lib/load-context.server.ts says why).
export { createLoadContext } from './lib/load-context.server';

/**
 * React Router's document render, with the response's CSP nonce on every inline script: React's own
 * streaming scripts (`nonce`), React Router's hydration scripts (<ServerRouter nonce>) and <Scripts> /
 * <ScrollRestoration> in root.tsx (through NonceContext). Crawlers get the whole page at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const ready = () => {
      shellRendered = true;
      // Hydration scripts are fetched with the HTML, at low priority (lib/document-stream.server.ts).
      const body = new DocumentStream();
      body.once('finish', () => {
        clearTimeout(timeout);
        timeout = undefined;
      });
      responseHeaders.set('Content-Type', 'text/html');
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary whose content is ready goes out in place, however large. By default React
        // moves one past 12.8 KB of the document to the end and shows it with an inline script, so the
        // home page's lazily hydrated sections (routes/home.tsx) would need JavaScript to be seen.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
