import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkTrackingSnippet } from "./integrations.server";

/**
 * The tracking-snippet check (checking, then found or missing) against a real HTTP homepage:
 * the Travelpayouts script found, missing, only mentioned in text, and a homepage that fails.
 */
describe("tracking snippet check", () => {
  let homepage = "";
  let status = 200;
  let server: http.Server;
  let siteUrl: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url !== "/") {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(status, { "content-type": "text/html" }).end(homepage);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/deals`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("finds the Travelpayouts tracking script on our homepage", async () => {
    status = 200;
    homepage = `<!doctype html><html><head><script data-noptimize="1" data-cfasync="false" async src="https://tp-em.com/NDU3MDUw.js?t=457050"></script></head><body>Fareline</body></html>`;
    expect(await checkTrackingSnippet(siteUrl)).toBe("found");
    homepage = `<html><head><SCRIPT src='https://emrld.ltd/NDU3MDUw.js?t=457050' async></SCRIPT></head></html>`;
    expect(await checkTrackingSnippet(siteUrl)).toBe("found");
  });

  it("says missing when the homepage has no such script, even if it names the domain in text", async () => {
    status = 200;
    homepage = `<html><head><script src="/assets/entry.js"></script></head><body>We once used https://tp-em.com/x.js</body></html>`;
    expect(await checkTrackingSnippet(siteUrl)).toBe("missing");
  });

  it("reports a homepage that answers an error instead of guessing", async () => {
    status = 503;
    homepage = "down";
    expect(await checkTrackingSnippet(siteUrl)).toEqual({ error: "The homepage answered HTTP 503" });
  });
});
