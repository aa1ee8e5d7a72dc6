import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeDocument } from "./document-encoding.server";

const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Amsterdam to Lisbon</p>".repeat(200)}</body></html>`);

describe("encodeDocument", () => {
  it("gzips the whole page and labels it, with its compressed length", () => {
    const { body, headers } = encodeDocument(html, "gzip");
    expect(gunzipSync(body).equals(html)).toBe(true);
    expect(body.length).toBeLessThan(html.length / 10);
    expect(headers).toEqual({
      "Content-Encoding": "gzip",
      "Content-Length": String(body.length),
      Vary: "Accept-Encoding",
    });
  });

  it("sends the page as rendered to a client that takes no gzip", () => {
    const { body, headers } = encodeDocument(html, "identity");
    expect(body).toBe(html);
    expect(headers).toEqual({ "Content-Length": String(html.length), Vary: "Accept-Encoding" });
  });
});
