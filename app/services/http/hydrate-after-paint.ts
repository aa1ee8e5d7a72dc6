/**
 * Hydration starts after the first paint (decision 180). A page rendered on the server is whole
 * and usable without JavaScript (forms post, links navigate), and its stylesheet is inside it
 * (app/root.tsx), so its first paint waits only for the HTML: React Router's module preloads and
 * its hydration script leave the page inert, and a small inline script at the end of the head
 * starts them. The preloads begin once the page has painted content (its first contentful
 * paint), while the rest may still be parsing: on a slow phone the download overlaps the parse.
 * The hydration module runs once the whole page is parsed and painted. Not sooner: preloads
 * begun at the first frame, which may paint nothing, could finish before the page's largest
 * paint on a fast load, and Lighthouse then counted them as needed for it (decision 288).
 */

/** What React Router's `<link rel="modulepreload">` becomes until the first paint (a rel no browser acts on). */
export const PRELOAD_AFTER_PAINT = "modulepreload-after-paint";
/**
 * The type React Router's inline hydration module carries until the first paint: a MIME type no
 * browser runs, so the script is a data block (valid HTML) that stays in place for hydration.
 */
export const MODULE_AFTER_PAINT = "text/x-module-after-paint";

/**
 * Frames the starter waits for a first contentful paint before it preloads anyway: a browser
 * without paint timing, or a page that paints no text or image, still hydrates (about a second).
 */
export const FRAMES_BEFORE_PRELOAD_ANYWAY = 60;

/**
 * Runs in the page. A frame callback and a timer after it run just after each paint (a tick). The
 * first tick that finds the first contentful paint recorded turns the inert links into module
 * preloads. A later tick, once the page is parsed (DOMContentLoaded), gives the hydration script
 * its type back and inserts it again where it was, which makes the browser run it as if it had
 * just been added. Both wait for the recorded paint: a frame callback alone may come before the
 * frame is shown, and on a loaded machine the scripts then started before the paint.
 */
export const HYDRATE_AFTER_PAINT_SCRIPT = [
  "(function(){var ticks=0,preloaded=false,parsed=false;",
  `function painted(){return ticks>${FRAMES_BEFORE_PRELOAD_ANYWAY}||performance.getEntriesByName("first-contentful-paint").length>0}`,
  "function preload(){preloaded=true;",
  `document.querySelectorAll('link[rel="${PRELOAD_AFTER_PAINT}"]').forEach(function(l){var p=document.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");document.head.appendChild(p)})}`,
  "function hydrate(){",
  `var s=document.querySelector('script[type="${MODULE_AFTER_PAINT}"]');if(!s)return;`,
  'var n=s.nextSibling,r=s.parentNode;s.type="module";r.removeChild(s);r.insertBefore(s,n)}',
  "(function tick(){requestAnimationFrame(function(){setTimeout(function(){ticks++;",
  "if(preloaded&&parsed)return hydrate();if(!preloaded&&painted())preload();tick()})})})();",
  'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",function(){parsed=true}):parsed=true})()',
].join("");

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const HYDRATION_MODULE = /(<script\b[^>]*?\s)type="module"( async="")?/;

/**
 * Rewrites a page React rendered so it hydrates after its first paint. `nonce` is the response's
 * CSP nonce; a page rendered for everyone has none and allows the inline script by its hash instead.
 * The elements stay where React rendered them (React hydrates them), only inert until then.
 * A page without React Router's hydration script is returned as it is.
 *
 * The page is cut where things change and joined once: every whole-page `replace` copied the page
 * again (about 1.5 ms each for a 240 KB page). The preloads are looked for in the head only, where
 * React hoists them.
 */
export function hydrateAfterPaint(html: string, nonce?: string): string {
  const module = HYDRATION_MODULE.exec(html);
  if (!module) return html;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${HYDRATE_AFTER_PAINT_SCRIPT}</script>`;
  const headEnd = html.indexOf("</head>");
  const loaderAt = headEnd === -1 ? html.length : headEnd;
  const edits = [
    // A data block may not be async; re-inserted by the starter, the module runs async anyway.
    { from: module.index, to: module.index + module[0].length, text: `${module[1]}type="${MODULE_AFTER_PAINT}"` },
    { from: loaderAt, to: loaderAt, text: loader },
  ].sort((a, b) => a.from - b.from);
  let page = "";
  let kept = 0;
  for (const edit of edits) {
    const part = html.slice(kept, edit.from);
    page +=
      (edit.from <= loaderAt ? part.replace(MODULE_PRELOAD, `<link rel="${PRELOAD_AFTER_PAINT}"`) : part) + edit.text;
    kept = edit.to;
  }
  return page + html.slice(kept);
}
