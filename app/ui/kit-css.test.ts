import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BadgeTone } from "./badge";
import type { ButtonSize, ButtonVariant } from "./button";

/**
 * The kit's looks live in kit.css and are picked by name (`btn-${variant}`), so nothing but this
 * test notices a variant without its rule or a misspelt class: both render unstyled. The lists
 * below must name every member of the types (`satisfies` fails the type check otherwise).
 */
const css = readFileSync(path.join(import.meta.dirname, "kit.css"), "utf8");
const defined = new Set([...css.matchAll(/^\s*\.([a-z-]+)[\s[{]/gm)].map((m) => m[1]));

const VARIANTS = {
  primary: 1,
  secondary: 1,
  outline: 1,
  ghost: 1,
  quiet: 1,
  link: 1,
  danger: 1,
} satisfies Record<ButtonVariant, 1>;
const SIZES = { sm: 1, md: 1, lg: 1, icon: 1, inline: 0 } satisfies Record<ButtonSize, 0 | 1>;
const TONES = { ok: 1, fail: 1, warn: 1, idle: 1, brand: 1, info: 1 } satisfies Record<BadgeTone, 1>;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

describe("kit.css", () => {
  it("has a rule for every button variant and size and every badge tone", () => {
    const needed = [
      "btn",
      ...Object.keys(VARIANTS).map((v) => `btn-${v}`),
      ...Object.entries(SIZES)
        .filter(([, styled]) => styled)
        .map(([s]) => `btn-${s}`),
      "badge",
      "badge-pill",
      ...Object.keys(TONES).map((t) => `badge-${t}`),
      "card",
      "control",
      "field-label",
      "field-hint",
      "field-error",
    ];
    expect(needed.filter((name) => !defined.has(name))).toEqual([]);
  });

  it("defines every kit class that a screen names directly", () => {
    const app = path.join(import.meta.dirname, "..");
    const unknown: string[] = [];
    for (const file of tsxFiles(app)) {
      for (const [, classes] of readFileSync(file, "utf8").matchAll(/className="([^"]*)"/g)) {
        for (const name of (classes ?? "").split(/\s+/)) {
          if (/^(btn|badge|card|control|field)(-|$)/.test(name) && !defined.has(name))
            unknown.push(`${path.relative(app, file)}: ${name}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
