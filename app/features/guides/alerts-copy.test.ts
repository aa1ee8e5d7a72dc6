import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Price alerts are live (decision 121): no guide and no page may still tell travellers that they are
 * not, or that we send no alert e-mails. Reads the guides' Markdown and the source of the pages a
 * visitor reads (home, the content pages, the alert pages) sentence by sentence.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const COPY_DIRS = [
  "content/guides",
  "app/features/pages",
  "app/features/home",
  "app/features/alerts",
  "app/core/alerts",
  // The interface's words live in the catalogue (the English one is the source).
  "app/i18n/messages/en",
];
const STALE_CLAIM =
  /\bnot (yet )?live\b|\bnot live yet\b|\b(do not|don't|cannot|can't) (yet )?send\b|\bcoming soon\b|\bsign-ups? only\b|\bnot (yet )?(available|running|working)\b/i;

function copyFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(md|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}

/** Sentences that speak of alerts and claim they are not live (quotes and JSX tags end a sentence too). */
function staleAlertClaims(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+|["`<>{}]/)
    .filter((sentence) => /\balerts?\b/i.test(sentence) && STALE_CLAIM.test(sentence));
}

describe("copy about price alerts", () => {
  it("finds the claims it is looking for", () => {
    expect(
      staleAlertClaims(
        "Fares move. Fareline's own price alerts are not live yet: you can sign up, but we do not send fare alerts today.",
      ),
    ).toHaveLength(1);
    expect(staleAlertClaims("Price alerts are coming soon.")).toHaveLength(1);
    expect(staleAlertClaims("These deals are not live prices. Alerts e-mail you when a live fare drops.")).toEqual([]);
  });

  it("no guide or page says alerts are not live or that we send no alert e-mails", () => {
    const files = COPY_DIRS.flatMap(copyFiles);
    expect(files).toContain(path.join("content/guides", "price-jumps-explained.md"));
    expect(files).toContain(path.join("app/i18n/messages/en", "pages.ts"));
    const claims = files.flatMap((file) =>
      staleAlertClaims(fs.readFileSync(path.join(ROOT, file), "utf8")).map((sentence) => `${file}: ${sentence}`),
    );
    expect(claims).toEqual([]);
  });
});
