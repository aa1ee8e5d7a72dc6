import { describe, expect, it } from "vitest";
import {
  FRAMES_BEFORE_PRELOAD_ANYWAY,
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
  it("leaves the preloads and the hydration module inert and adds the starter at the end of the head", () => {
    const html = hydrateAfterPaint(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(new RegExp(`<link rel="${PRELOAD_AFTER_PAINT}"`, "g"))).toHaveLength(2);
    expect(html).toContain(`<link rel="${PRELOAD_AFTER_PAINT}" href="/assets/runtime-b.js"/>`);
    expect(html).not.toMatch(/<script[^>]*\stype="module"/);
    expect(html).toContain(`<script type="${MODULE_AFTER_PAINT}">import "/assets/manifest-d.js";`);
    // Everything else is as rendered: the stylesheet, JSON-LD, the context script.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-c.css"/>');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    // At the end of the head: it watches for the first contentful paint while the body is parsed.
    expect(html).toContain(`<script>${HYDRATE_AFTER_PAINT_SCRIPT}</script></head><body>`);
    // The page once, not repeated around the starter: two rels grew by "-after-paint", the type by
    // "text/x-" and "-after-paint" and lost its ` async=""`, plus the starter.
    const starter = `<script>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`;
    expect(html.length).toBe(
      page().length + 3 * "-after-paint".length + "text/x-".length - ' async=""'.length + starter.length,
    );
  });

  it("gives the starter the response's nonce", () => {
    const html = hydrateAfterPaint(page("abc123"), "abc123");
    expect(html).toContain(`<script nonce="abc123" type="${MODULE_AFTER_PAINT}">`);
    expect(html).toContain(`<script nonce="abc123">${HYDRATE_AFTER_PAINT_SCRIPT}</script></head>`);
  });

  it("marks them with a rel and a type no browser acts on", () => {
    const html = hydrateAfterPaint(page());
    // Not just any value: type="" would run the module as a classic script, and fail.
    expect(html).toContain('<link rel="modulepreload-after-paint" href="/assets/entry.client-a.js"/>');
    expect(html).toContain('<script type="text/x-module-after-paint">');
  });

  it("appends the starter at the end of a page that has no </head>", () => {
    const open = page().replace("</head>", "").replace("</body></html>", "");
    const html = hydrateAfterPaint(open);
    expect(
      html.endsWith(`import("/assets/entry.client-a.js");</script><script>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`),
    ).toBe(true);
    expect(html.startsWith("<!DOCTYPE html><html><head>")).toBe(true);
  });

  it("leaves a page without React Router's hydration module as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Offline</p></body></html>";
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });

  it("keeps both scripts allowed on a page rendered for everyone: the starter and the module are hashed", () => {
    const html = hydrateAfterPaint(page());
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual(
      inlineScriptHashes(`<script>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`).concat(inlineScriptHashes(page())),
    );
    expect(hashes).toHaveLength(3);
  });
});

/**
 * The starter run against a small stand-in for the page: `tick` plays one shown frame (the frame
 * callbacks, then the timers they set), `paint` records the first contentful paint, `parse`
 * fires DOMContentLoaded. Returns what happened, in order.
 */
function starterInPage() {
  const events: string[] = [];
  let frames: (() => void)[] = [];
  let timers: (() => void)[] = [];
  let painted = false;
  let onParsed = () => {};
  const moduleScript = {
    type: MODULE_AFTER_PAINT,
    nextSibling: null,
    parentNode: {
      removeChild: () => events.push("module removed"),
      insertBefore: (s: { type: string }) => events.push(`module inserted as ${s.type}`),
    },
  };
  const document = {
    readyState: "loading",
    addEventListener: (_: string, f: () => void) => {
      onParsed = f;
    },
    querySelectorAll: () => [{ getAttribute: () => "/assets/a.js" }, { getAttribute: () => "/assets/b.js" }],
    querySelector: () => moduleScript,
    createElement: () => ({}),
    head: { appendChild: (l: { rel: string; href: string }) => events.push(`${l.rel} ${l.href}`) },
  };
  const page = {
    document,
    performance: { getEntriesByName: () => (painted ? [{}] : []) },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  };
  new Function(...Object.keys(page), HYDRATE_AFTER_PAINT_SCRIPT)(...Object.values(page));
  return {
    events,
    tick() {
      const now = frames;
      frames = [];
      for (const f of now) f();
      const due = timers;
      timers = [];
      for (const f of due) f();
    },
    paint: () => {
      painted = true;
    },
    parse: () => onParsed(),
  };
}

describe("the starter in the page", () => {
  it("preloads once the first contentful paint is recorded, and runs the module on a later frame once parsed", () => {
    const page = starterInPage();
    page.tick();
    page.parse();
    page.tick();
    expect(page.events).toEqual([]);
    page.paint();
    page.tick();
    expect(page.events).toEqual(["modulepreload /assets/a.js", "modulepreload /assets/b.js"]);
    page.tick();
    expect(page.events.slice(2)).toEqual(["module removed", "module inserted as module"]);
    page.tick();
    expect(page.events).toHaveLength(4);
  });

  it("waits for the page to be parsed before it runs the module", () => {
    const page = starterInPage();
    page.paint();
    for (let i = 0; i < 5; i++) page.tick();
    expect(page.events).toEqual(["modulepreload /assets/a.js", "modulepreload /assets/b.js"]);
    page.parse();
    page.tick();
    expect(page.events.slice(2)).toEqual(["module removed", "module inserted as module"]);
  });

  it("does not start the scripts on a parsed page whose paint is not recorded yet", () => {
    const page = starterInPage();
    page.parse();
    for (let i = 0; i < FRAMES_BEFORE_PRELOAD_ANYWAY; i++) page.tick();
    expect(page.events).toEqual([]);
  });

  it("preloads anyway when no contentful paint is recorded after many frames, and hydrates", () => {
    const page = starterInPage();
    page.parse();
    for (let i = 0; i <= FRAMES_BEFORE_PRELOAD_ANYWAY + 1; i++) page.tick();
    expect(page.events).toEqual([
      "modulepreload /assets/a.js",
      "modulepreload /assets/b.js",
      "module removed",
      "module inserted as module",
    ]);
  });
});
