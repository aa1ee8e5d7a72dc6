import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and test titles say the rule itself, or link a decision record in docs/decisions:
 * the product specification and the issue tracker are not in the repository, so "§5 of the
 * spec" or "issue 13" tells a newcomer nothing. Data folders, generated files and this file
 * (whose examples must cite) are skipped.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "tests", "scripts", "bench"];
const SKIPPED = new Set(["node_modules", "build", "dist", "data", "fixtures", ".react-router"]);
const SOURCE = /\.(?:[cm]?[jt]sx?|md|css)$/;

/** A numbered section of an outside document ("spec §5", "§13.1") or a numbered issue ("issue 12"). */
const OUTSIDE_REFERENCES = [/§\s*\d/, /\bissues?\s+(?:#|no\.?\s*)?\d/i];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function rootFiles(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && (SOURCE.test(entry.name) || entry.name === "README.md"))
    .map((entry) => path.join(ROOT, entry.name));
}

/** `file:line: text` for every line that cites an outside document by number. */
function outsideReferences(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        OUTSIDE_REFERENCES.some((pattern) => pattern.test(line))
          ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe("comments state the rule, not where it was written", () => {
  it("recognises a spec section or an issue number however it is written", () => {
    const lines = ["// Adults below 1 become 1 (spec §5).", "/* Price alerts (Issue 12). */", "// ASVS 4.0 § 13.1"];
    expect(lines.filter((line) => OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)))).toEqual(lines);
  });

  it("no source file, test or README cites a spec section or an issue number", () => {
    const files = [...FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))), ...rootFiles()].filter(
      (file) => file !== import.meta.filename,
    );
    expect(files.length).toBeGreaterThan(100);
    expect(outsideReferences(files)).toEqual([]);
  });
});
