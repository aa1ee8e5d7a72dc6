import { createHash } from "node:crypto";
import { MODULE_AFTER_PAINT } from "./hydrate-after-paint";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/**
 * Inline scripts the browser runs: no `type`, a JavaScript type, or a module, including the
 * hydration module that runs after the first paint (./hydrate-after-paint.ts). JSON-LD is data.
 */
const RUNS = new RegExp(
  `^(?:|module|${MODULE_AFTER_PAINT.replace("/", "\\/")}|text/javascript|application/javascript)$`,
  "i",
);

/**
 * The Content-Security-Policy sources ('sha256-…') of every inline script a page rendered for
 * everyone runs (decision 270), computed once because such a page cannot carry a per-response
 * nonce. A script with `src` is covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!RUNS.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
