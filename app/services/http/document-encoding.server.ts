import { gzipSync } from "node:zlib";

/** The encodings a page rendered per request can be sent in, negotiated by Express. */
export type DocumentEncoding = "gzip" | "identity";

/**
 * The encoding a page is sent in, rendered per request or prerendered alike: gzip when the client
 * takes it (Express negotiates Accept-Encoding), else none here; the compression middleware then
 * serves a client that takes only br.
 */
export function documentEncodingFor(request: {
  acceptsEncodings(...encodings: string[]): string | false;
}): DocumentEncoding {
  return request.acceptsEncodings("gzip", "identity") === "gzip" ? "gzip" : "identity";
}

export interface EncodedDocument {
  body: Buffer<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * A page rendered per request is compressed here, whole and in one synchronous call, once React
 * has rendered all of it (decision 175). Through the compression middleware each response kept
 * a zlib stream and its queued chunks alive while it streamed: under a burst of 200 concurrent
 * /search pages those native allocations fragmented the C heap and RSS stayed 50 % above idle.
 * One call at a time reuses the same memory. Pages have no Suspense boundaries, so nothing was
 * gained by streaming them.
 */
export function encodeDocument(html: string, encoding: DocumentEncoding): EncodedDocument {
  const body = encoding === "gzip" ? gzipSync(html) : Buffer.from(html, "utf8");
  const headers: Record<string, string> = {
    "Content-Length": String(body.length),
    // The same URL answers in either encoding: caches keep one copy per Accept-Encoding.
    Vary: "Accept-Encoding",
  };
  if (encoding === "gzip") headers["Content-Encoding"] = "gzip";
  return { body, headers };
}
