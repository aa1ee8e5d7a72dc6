/**
 * Hydration starts after the first paint (decision 180). A page rendered on the server is whole
 * and usable without JavaScript (forms post, links navigate), so its first paint waits only for
 * the HTML and the stylesheet: React Router's module preloads and its hydration script wait in a
 * `<template>` (whose content the browser neither runs nor fetches: valid HTML, decision 271),
 * and a small inline script adds a copy of them to the page once the browser has painted. On a
 * slow phone connection the 150 KB of JavaScript no longer shares the bandwidth with the
 * stylesheet the first paint needs, and the first paint never waits for React to start.
 */

/** The id of the template holding the preloads and the hydration module until the first paint. */
export const AFTER_PAINT_TEMPLATE = "hydrate-after-paint";

/**
 * Runs in the page: after the first paint (the frame callback runs just before it, the timer
 * just after), copy the template's content into the body. A script cloned from a template runs
 * when it is inserted (it never ran where it was parsed), with its nonce, or allowed by its hash.
 */
export const HYDRATE_AFTER_PAINT_SCRIPT = `requestAnimationFrame(function(){setTimeout(function(){var t=document.getElementById("${AFTER_PAINT_TEMPLATE}");if(t)document.body.appendChild(document.importNode(t.content,true))})})`;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_TYPE = ' type="module"';

/** Where React Router's hydration module is: the last module script of the page. */
function hydrationModule(html: string): { start: number; end: number } | null {
  const type = html.lastIndexOf(MODULE_TYPE);
  if (type === -1) return null;
  const start = html.lastIndexOf("<script", type);
  const close = html.indexOf("</script>", type);
  // The attribute must belong to that script's start tag.
  if (start === -1 || close === -1 || html.indexOf(">", start) < type) return null;
  return { start, end: close + "</script>".length };
}

/**
 * Rewrites a page React rendered so it hydrates after its first paint. `nonce` is the response's
 * CSP nonce; a page rendered for everyone has none and allows the inline script by its hash instead.
 * A page without React Router's hydration script is returned as it is. Only the head is searched
 * for preloads, and the module is found from the end: a long page costs no full regex scan.
 */
export function hydrateAfterPaint(html: string, nonce?: string): string {
  const module = hydrationModule(html);
  if (!module) return html;
  const headEnd = Math.max(0, html.indexOf("</head>"));
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`;
  const template = `<template id="${AFTER_PAINT_TEMPLATE}">${preloads.join("")}${html.slice(module.start, module.end)}</template>`;
  const before = head.replace(MODULE_PRELOAD, "") + html.slice(headEnd, module.start);
  const after = html.slice(module.end);
  const end = after.lastIndexOf("</body>");
  return end === -1
    ? before + after + template + loader
    : before + after.slice(0, end) + template + loader + after.slice(end);
}
