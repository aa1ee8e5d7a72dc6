import type { Request, Response } from "express";
import { compressBody, type DocumentEncoding, documentEncodingFor } from "./document-encoding.server";

/** Below this a compressed body saves too little to be worth a header (the compression middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;

type PreparedBody = { identity: Buffer<ArrayBuffer> } & Partial<Record<DocumentEncoding, Buffer<ArrayBuffer>>>;

/** JSON bodies written once per answer object, held only as long as the answer itself (decision 272). */
const bodies = new WeakMap<object, PreparedBody>();

/**
 * Sends `value()` as JSON, written (and compressed in each encoding a client takes) once per `answer`: an
 * answer that is the same object on every identical request (a remembered search) costs one
 * serialisation and one compression, not one per request. A different representation of the
 * same answer must pass a different `answer` object.
 */
export function sendPreparedJson(req: Request, res: Response, answer: object, value: () => unknown): void {
  let body = bodies.get(answer);
  if (!body) {
    body = { identity: Buffer.from(JSON.stringify(value()), "utf8") };
    bodies.set(answer, body);
  }
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.vary("Accept-Encoding");
  let payload = body.identity;
  const encoding = documentEncodingFor(req);
  if (payload.length >= COMPRESS_FROM_BYTES && encoding !== "identity") {
    body[encoding] ??= compressBody(body.identity, encoding);
    payload = body[encoding];
    // The compression middleware leaves a response that already has a Content-Encoding alone.
    res.setHeader("Content-Encoding", encoding);
  }
  res.setHeader("Content-Length", String(payload.length));
  res.end(req.method === "HEAD" ? undefined : payload);
}
