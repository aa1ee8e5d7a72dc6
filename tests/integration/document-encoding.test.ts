import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * Decision 175: a page rendered per request is sent whole, gzipped in one call when the browser
 * takes gzip, with its length (not chunked) and Vary: Accept-Encoding.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { USE_DUMMY_DATA: "true" } });
});
afterAll(async () => {
  await server?.stop();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const searchPath = () => `/search?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=1`;

/** The raw bytes and headers on the wire (fetch would undo the gzip). */
function getRaw(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(server.url + path, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("pages rendered per request", () => {
  it("come gzipped in one piece with their length when the browser takes gzip", async () => {
    const { status, headers, body } = await getRaw(searchPath(), "gzip, deflate, br");
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    const html = gunzipSync(body).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    // The whole page, results included, not just its shell.
    expect(html).toContain("View Deal");
    expect(html).toContain("</html>");
  });

  it("come as rendered to a client that takes no gzip, and the unknown page keeps its 404", async () => {
    const plain = await getRaw(searchPath(), "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(plain.body.toString("utf8")).toContain("View Deal");

    const missing = await getRaw("/no-such-page", "gzip");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(missing.body).toString("utf8")).toMatch(/not found/i);
  });
});
