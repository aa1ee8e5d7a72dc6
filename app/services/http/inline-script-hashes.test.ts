import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, classic and module alike", () => {
    const html = `<script>window.a = 1;</script><p>x</p><script type="module">import "/assets/x.js";\n</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/x.js";\n')]);
  });

  it("skips external scripts and JSON-LD data blocks", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Article"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists a script repeated on the page once", () => {
    expect(inlineScriptHashes("<script>go()</script><script>go()</script>")).toEqual([sha("go()")]);
  });
});
