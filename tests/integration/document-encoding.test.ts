import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * Decision 175: a page rendered per request is sent whole, compressed in one call (Brotli when the
 * browser takes it, else gzip), with its length (not chunked) and Vary: Accept-Encoding. Scripts
 * come as the build compressed them.
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
  for (const [acceptEncoding, encoding, decode] of [
    ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
    ["gzip, deflate", "gzip", gunzipSync],
  ] as const) {
    it(`come in ${encoding}, in one piece with their length, to a browser that sends "${acceptEncoding}"`, async () => {
      const { status, headers, body } = await getRaw(searchPath(), acceptEncoding);
      expect(status).toBe(200);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["transfer-encoding"]).toBeUndefined();
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(headers.vary).toMatch(/Accept-Encoding/i);
      const html = decode(body).toString("utf8");
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      // The whole page, results included, not just its shell.
      expect(html).toContain("View Deal");
      expect(html).toContain("</html>");
    });
  }

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

  it("load scripts compressed at build: Brotli 11 to a browser that takes it, gzip 9 to one that does not", async () => {
    const page = (await getRaw("/", "identity")).body.toString("utf8");
    const script = page.match(/href="(\/assets\/runtime-[\w-]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const plain = await getRaw(script as string, "identity");
    const br = await getRaw(script as string, "gzip, deflate, br, zstd");
    const gzip = await getRaw(script as string, "gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Smaller than the compression middleware's own Brotli (quality 4) makes it: about gzip's size.
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.92);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers["content-type"]).toMatch(/javascript/);
      expect(answer.headers["cache-control"]).toMatch(/immutable/);
    }
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  });
});
