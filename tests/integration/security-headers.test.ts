import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await server?.stop();
});

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
const scriptSrc = (csp: string | null) => csp?.split("; ").find((d) => d.startsWith("script-src")) ?? "";

/** Inline scripts the browser runs: every <script> without src that is not a JSON-LD data block. */
function executableInlineScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attributes: m[1] ?? "", body: m[2] ?? "" }))
    .filter(({ attributes }) => !attributes.includes("src=") && !attributes.includes('type="application/ld+json"'));
}

describe("security headers", () => {
  it("every rendered page carries a strict CSP whose nonce is on each executable inline script, new per response", async () => {
    const nonces = new Set<string>();
    // Rendered per request: session-aware pages, pages with a query about one person, an unknown guide.
    for (const path of ["/alerts?from=JFK", "/nl/alerts?from=AMS", "/nl/auth", "/auth", "/guides/no-such-guide"]) {
      const response = await fetch(server.url + path);
      const csp = response.headers.get("content-security-policy");
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp?.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
      const nonce = nonceOf(csp);
      expect(nonce).toBeDefined();
      nonces.add(nonce as string);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
      const executable = scripts.filter((attrs) => !attrs.includes('type="application/ld+json"'));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const attrs of executable) expect(attrs, path).toContain(`nonce="${nonce}"`);
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(nonces.size).toBe(5);
  });

  it("a shared page's CSP allows exactly its inline scripts by hash, with no nonce", async () => {
    for (const path of ["/", "/deals", "/guides/jfk-to-cdg", "/tools", "/privacy", "/guides", "/alerts"]) {
      const response = await fetch(server.url + path);
      expect(response.headers.get("x-prerendered"), path).toBe("true");
      const csp = response.headers.get("content-security-policy");
      expect(csp, path).not.toContain("nonce-");
      expect(scriptSrc(csp)).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      const scripts = executableInlineScripts(await response.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      const hashes = scripts.map(
        ({ body }) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
      );
      expect(scriptSrc(csp).split(" ").slice(1).sort(), path).toEqual(["'self'", ...new Set(hashes)].sort());
    }
  });

  it("sends HSTS only when the trusted proxy says the request came over HTTPS", async () => {
    const plain = await fetch(`${server.url}/auth`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    const tls = await fetch(`${server.url}/auth`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(tls.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(tls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const prerendered = await fetch(`${server.url}/faq`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(prerendered.headers.get("x-prerendered")).toBe("true");
    expect(prerendered.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(prerendered.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
