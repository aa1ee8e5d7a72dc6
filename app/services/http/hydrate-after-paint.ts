/**
 * Hydration starts after the page is parsed and painted (decision 180). A page rendered on the
 * server is whole and usable without JavaScript (forms post, links navigate), and its stylesheet
 * is inside it (app/root.tsx), so its first paint waits only for the HTML: React Router's module
 * preloads and its hydration script leave the page inert, and a small inline script at the end of
 * the body starts them once the browser has painted. On a slow phone connection the JavaScript
 * never shares the bandwidth with what the page shows, and no script's download or run comes
 * before the page's largest paint, on a fast connection as on a slow one (starting the preloads
 * at the first frame, before the body was parsed, made that a race: decision 288).
 */

/** What React Router's `<link rel="modulepreload">` becomes until the first paint (a rel no browser acts on). */
export const PRELOAD_AFTER_PAINT = "modulepreload-after-paint";
/**
 * The type React Router's inline hydration module carries until the first paint: a MIME type no
 * browser runs, so the script is a data block (valid HTML) that stays in place for hydration.
 */
export const MODULE_AFTER_PAINT = "text/x-module-after-paint";

/**
 * Runs in the page: after the first paint (the frame callback runs just before it, the timer
 * just after), preload the modules, then give the hydration script its type back and insert it
 * again where it was, which makes the browser run it as if it had just been added.
 */
export const HYDRATE_AFTER_PAINT_SCRIPT = `requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('link[rel="${PRELOAD_AFTER_PAINT}"]').forEach(function(l){var p=document.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");document.head.appendChild(p)});var s=document.querySelector('script[type="${MODULE_AFTER_PAINT}"]');if(!s)return;var n=s.nextSibling,r=s.parentNode;s.type="module";r.removeChild(s);r.insertBefore(s,n)})})`;

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const HYDRATION_MODULE = /(<script\b[^>]*?\s)type="module"( async="")?/;

/**
 * Rewrites a page React rendered so it hydrates after its first paint. `nonce` is the response's
 * CSP nonce; a page rendered for everyone has none and allows the inline script by its hash instead.
 * The elements stay where React rendered them (React hydrates them), only inert until then.
 * A page without React Router's hydration script is returned as it is.
 */
export function hydrateAfterPaint(html: string, nonce?: string): string {
  if (!HYDRATION_MODULE.test(html)) return html;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`;
  const inert = html
    .replace(MODULE_PRELOAD, `<link rel="${PRELOAD_AFTER_PAINT}"`)
    // A data block may not be async; re-inserted by the starter, the module runs async anyway.
    .replace(HYDRATION_MODULE, `$1type="${MODULE_AFTER_PAINT}"`);
  const end = inert.lastIndexOf("</body>");
  return end === -1 ? inert + loader : inert.slice(0, end) + loader + inert.slice(end);
}
