import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { encodeDocument } from "./services/http/document-encoding.server";
import { hydrateAfterPaint } from "./services/http/hydrate-after-paint";

/**
 * React Router's Node entry with three changes. The response's CSP nonce (decision 130):
 * ServerRouter puts it on its own inline scripts and hands it to <Scripts>, <ScrollRestoration>
 * and <Links>; React puts it on the scripts it writes. The page is rendered whole, then
 * compressed in one call (app/services/http/document-encoding.server.ts, decision 175) instead of
 * streamed. And it hydrates after its first paint (app/services/http/hydrate-after-paint.ts, decision 180).
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page rendered once for everyone (server/shared-pages.ts) has no nonce: its inline scripts
  // are allowed by their hashes instead.
  const nonce = loadContext?.cspNonce || undefined;
  const encoding = loadContext?.documentEncoding ?? "identity";

  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    // Decoded as it comes: one string on the JS heap, no native copy of the page before gzip.
    const decoder = new TextDecoder();
    let page = "";
    const collector = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        page += decoder.decode(chunk, { stream: true });
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        page += decoder.decode();
        const { body, headers } = encodeDocument(hydrateAfterPaint(page, nonce), encoding);
        responseHeaders.set("Content-Type", "text/html");
        for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // The page is sent whole (onAllReady), so a Suspense boundary's content stays in place as
        // rendered: never moved out to be revealed by a script, which a browser without
        // JavaScript would not run. The boundaries only order hydration (the result cards).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          allReady = true;
          pipe(collector);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router's handleDocumentRequest.
          if (allReady) console.error(error);
        },
      },
    );
  });
}
