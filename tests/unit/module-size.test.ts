import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No module over 300 lines of code, so each stays readable in one sitting (decision 219). Blank and
 * comment lines do not count; data tables (`*-data.ts`, anything under a `data/` folder) are exempt.
 */
const LIMIT = 300;
const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "scripts"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const EXEMPT = /(^|\/)(data|\.react-router)\/|-data\.ts$/;

/** Lines that hold a token of the parsed source: comments, blank lines and layout-only JSX text do not. */
function linesOfCode(fileName: string, text: string): number {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    if (ts.isJsxExpression(node) && !node.expression) return; // {/* a comment in JSX */}
    const isToken = node.kind >= ts.SyntaxKind.FirstToken && node.kind <= ts.SyntaxKind.LastToken;
    if (isToken || ts.isJsxText(node)) {
      if (node.kind === ts.SyntaxKind.EndOfFileToken || (ts.isJsxText(node) && node.containsOnlyTriviaWhiteSpaces))
        return;
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      for (let line = first; line <= last; line++) lines.add(line);
      return;
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return lines.size;
}

function modules(): string[] {
  return SCANNED.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .map((name) => path.posix.join(dir, name.split(path.sep).join("/")))
      .filter((file) => SOURCE.test(file) && !EXEMPT.test(file)),
  );
}

describe("module size", () => {
  it("counts code, not comments, blank lines or comment-like text in strings", () => {
    const text = [
      "/**",
      " * A comment.",
      " */",
      "",
      'const glob = "app/**/*.ts"; // trailing comment',
      "// a line comment",
      "const template = `a",
      "",
      "b`;",
      "/* a block */ const after = 1;",
    ].join("\n");
    expect(linesOfCode("sample.ts", text)).toBe(5);
    expect(linesOfCode("sample.tsx", "const a = (\n  <p>\n    {/* note */}\n    text\n  </p>\n);\n")).toBe(5);
  });

  it(`finds no module over ${LIMIT} lines of code in ${SCANNED.join(", ")}`, () => {
    const files = modules();
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => ({ file, lines: linesOfCode(file, fs.readFileSync(path.join(ROOT, file), "utf8")) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines of code`);
    expect(over).toEqual([]);
  });
});
