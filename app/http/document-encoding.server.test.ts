import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeDocument } from "./document-encoding.server";

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

  it("sends the page as rendered to a client that takes no gzip", () => {
    const { body, headers } = encodeDocument(html, "identity");
    expect(body.equals(bytes)).toBe(true);
    // The length in bytes, not characters: "→" is three bytes in UTF-8.
    expect(headers).toEqual({ "Content-Length": String(bytes.length), Vary: "Accept-Encoding" });
  });
});
