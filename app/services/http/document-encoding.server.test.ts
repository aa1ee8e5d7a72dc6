import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { documentEncodingFor, encodeDocument } from "./document-encoding.server";

const html = `<!DOCTYPE html><html><body>${"<p>Amsterdam → Lisbon</p>".repeat(200)}</body></html>`;
const bytes = Buffer.from(html, "utf8");

describe("encodeDocument", () => {
  it("gzips the whole page and labels it, with its compressed length", () => {
    const { body, headers } = encodeDocument(html, "gzip");
    expect(gunzipSync(body).equals(bytes)).toBe(true);
    expect(body.length).toBeLessThan(bytes.length / 10);
    expect(headers).toEqual({
      "Content-Encoding": "gzip",
      "Content-Length": String(body.length),
      Vary: "Accept-Encoding",
    });
  });

  it("compresses the page with Brotli, smaller than gzip", () => {
    const { body, headers } = encodeDocument(html, "br");
    expect(brotliDecompressSync(body).equals(bytes)).toBe(true);
    expect(body.length).toBeLessThan(encodeDocument(html, "gzip").body.length);
    expect(headers).toEqual({
      "Content-Encoding": "br",
      "Content-Length": String(body.length),
      Vary: "Accept-Encoding",
    });
  });

  it("sends the page as rendered to a client that takes no gzip", () => {
    const { body, headers } = encodeDocument(html, "identity");
    expect(body.equals(bytes)).toBe(true);
    // The length in bytes, not characters: "→" is three bytes in UTF-8.
    expect(headers).toEqual({ "Content-Length": String(bytes.length), Vary: "Accept-Encoding" });
  });
});

describe("documentEncodingFor", () => {
  // A request as Express builds it, so its own Accept-Encoding negotiation is the one tested.
  const request = (acceptEncoding?: string) =>
    Object.assign(Object.create(express.request) as express.Request, {
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("is Brotli whenever the client takes it, whatever the order of its list", () => {
    expect(documentEncodingFor(request("gzip, deflate, br, zstd"))).toBe("br");
    expect(documentEncodingFor(request("br;q=0.5, gzip"))).toBe("br");
    expect(documentEncodingFor(request("br"))).toBe("br");
    expect(documentEncodingFor(request("*"))).toBe("br");
  });

  it("is gzip when the client takes gzip and no Brotli", () => {
    expect(documentEncodingFor(request("gzip, deflate"))).toBe("gzip");
    expect(documentEncodingFor(request("br;q=0, gzip"))).toBe("gzip");
    expect(documentEncodingFor(request("*, br;q=0"))).toBe("gzip");
  });

  it("is the page as rendered when the client takes neither or says nothing", () => {
    expect(documentEncodingFor(request())).toBe("identity");
    expect(documentEncodingFor(request("deflate"))).toBe("identity");
    expect(documentEncodingFor(request("gzip;q=0, br;q=0"))).toBe("identity");
    expect(documentEncodingFor(request("identity"))).toBe("identity");
  });
});
