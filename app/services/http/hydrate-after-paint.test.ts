import { describe, expect, it } from "vitest";
import { AFTER_PAINT_TEMPLATE, HYDRATE_AFTER_PAINT_SCRIPT, hydrateAfterPaint } from "./hydrate-after-paint";
import { inlineScriptHashes } from "./inline-script-hashes";

// The shape React Router and React 19 render: preloads hoisted into <head>, the hydration module
// at the end of <body> with the response's nonce first.
const MODULE = `type="module" async="">import "/assets/manifest-d.js";\nimport("/assets/entry.client-a.js");</script>`;
const page = (nonce = "") =>
  [
    "<!DOCTYPE html><html><head>",
    '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
    '<link rel="modulepreload" href="/assets/runtime-b.js"/>',
    '<link rel="stylesheet" href="/assets/app-c.css"/>',
    '<script type="application/ld+json">{"@type":"Article"}</script>',
    "</head><body><main>Flights</main>",
    `<script${nonce ? ` nonce="${nonce}"` : ""}>window.__reactRouterContext = {};</script>`,
    `<script${nonce ? ` nonce="${nonce}"` : ""} ${MODULE}`,
    "</body></html>",
  ].join("");

describe("hydrateAfterPaint", () => {
  it("moves the preloads and the hydration module into a template and adds the starter before </body>", () => {
    const html = hydrateAfterPaint(page());
    const [before, inside] = html.split(`<template id="${AFTER_PAINT_TEMPLATE}">`) as [string, string];
    // Outside the template: no preload and no module script, so nothing loads before the first paint.
    expect(before).not.toContain("modulepreload");
    expect(before).not.toMatch(/<script[^>]*\stype="module"/);
    expect(inside).toBe(
      `<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/runtime-b.js"/><script ${MODULE}</template><script>${HYDRATE_AFTER_PAINT_SCRIPT}</script></body></html>`,
    );
    // Everything else is as rendered: the stylesheet, JSON-LD, the context script.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-c.css"/>');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("gives the starter the response's nonce, and the module keeps its own", () => {
    const html = hydrateAfterPaint(page("abc123"), "abc123");
    expect(html).toContain(`<script nonce="abc123" ${MODULE}</template>`);
    expect(html).toContain(`<script nonce="abc123">${HYDRATE_AFTER_PAINT_SCRIPT}</script></body>`);
  });

  it("uses only valid HTML: no made-up type or rel, the starter copies the template after a frame", () => {
    const html = hydrateAfterPaint(page());
    expect(html).not.toMatch(/type="[^"]*after-paint"/);
    expect(html).not.toMatch(/rel="[^"]*after-paint"/);
    expect(HYDRATE_AFTER_PAINT_SCRIPT.startsWith("requestAnimationFrame(function(){setTimeout(")).toBe(true);
    expect(HYDRATE_AFTER_PAINT_SCRIPT).toContain(`document.getElementById("${AFTER_PAINT_TEMPLATE}")`);
    expect(HYDRATE_AFTER_PAINT_SCRIPT).toContain("document.importNode(t.content,true)");
  });

  it("appends the template and the starter at the end of a page that has no </body>", () => {
    const html = hydrateAfterPaint(page().replace("</body></html>", ""));
    expect(html.endsWith(`</template><script>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`)).toBe(true);
    expect(html.startsWith("<!DOCTYPE html><html><head>")).toBe(true);
  });

  it("leaves a page without React Router's hydration module as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Offline</p></body></html>";
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });

  it("keeps both scripts allowed on a page rendered for everyone: the starter and the module are hashed", () => {
    const html = hydrateAfterPaint(page());
    const hashes = inlineScriptHashes(html);
    expect(hashes.sort()).toEqual(
      inlineScriptHashes(page())
        .concat(inlineScriptHashes(`<script>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`))
        .sort(),
    );
    expect(hashes).toHaveLength(3);
  });
});
