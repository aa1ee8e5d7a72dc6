import { describe, expect, it } from "vitest";
import {
  HYDRATE_AFTER_PAINT_SCRIPT,
  hydrateAfterPaint,
  MODULE_AFTER_PAINT,
  PRELOAD_AFTER_PAINT,
} from "./hydrate-after-paint";
import { inlineScriptHashes } from "./inline-script-hashes";

// The shape React Router and React 19 render: preloads hoisted into <head>, the hydration module
// at the end of <body> with the response's nonce first.
const page = (nonce = "") =>
  [
    "<!DOCTYPE html><html><head>",
    '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
    '<link rel="modulepreload" href="/assets/runtime-b.js"/>',
    '<link rel="stylesheet" href="/assets/app-c.css"/>',
    '<script type="application/ld+json">{"@type":"Article"}</script>',
    "</head><body><main>Flights</main>",
    `<script${nonce ? ` nonce="${nonce}"` : ""}>window.__reactRouterContext = {};</script>`,
    `<script${nonce ? ` nonce="${nonce}"` : ""} type="module" async="">import "/assets/manifest-d.js";\nimport("/assets/entry.client-a.js");</script>`,
    "</body></html>",
  ].join("");

describe("hydrateAfterPaint", () => {
  it("leaves the preloads and the hydration module inert and adds the starter before </body>", () => {
    const html = hydrateAfterPaint(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(new RegExp(`<link rel="${PRELOAD_AFTER_PAINT}"`, "g"))).toHaveLength(2);
    expect(html).toContain(`<link rel="${PRELOAD_AFTER_PAINT}" href="/assets/runtime-b.js"/>`);
    expect(html).not.toMatch(/<script[^>]*\stype="module"/);
    expect(html).toContain(`<script type="${MODULE_AFTER_PAINT}" async="">import "/assets/manifest-d.js";`);
    // Everything else is as rendered: the stylesheet, JSON-LD, the context script.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-c.css"/>');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html.endsWith(`<script>${HYDRATE_AFTER_PAINT_SCRIPT}</script></body></html>`)).toBe(true);
  });

  it("gives the starter the response's nonce", () => {
    const html = hydrateAfterPaint(page("abc123"), "abc123");
    expect(html).toContain(`<script nonce="abc123" type="${MODULE_AFTER_PAINT}" async="">`);
    expect(html).toContain(`<script nonce="abc123">${HYDRATE_AFTER_PAINT_SCRIPT}</script></body>`);
  });

  it("leaves a page without React Router's hydration module as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Offline</p></body></html>";
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });

  it("keeps both scripts allowed on a prerendered page: the starter and the module are hashed", () => {
    const html = hydrateAfterPaint(page());
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual(
      inlineScriptHashes(page()).concat(inlineScriptHashes(`<script>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`)),
    );
    expect(hashes).toHaveLength(3);
  });
});
