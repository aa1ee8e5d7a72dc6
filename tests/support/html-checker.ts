import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The checker's CSS grammar lags the browsers. The site's stylesheet is inside every page (so the
 * first paint waits for no second request) and the checker reads it; the messages below are about
 * CSS the browsers read as intended (or, lacking a feature, skip as designed), never about the
 * HTML, so they are filtered out by the checker's own `--filterpattern`, each exactly:
 * - `@property` (CSS Properties and Values API, in every engine since 2024): Tailwind registers
 *   its `--tw-*` custom properties with it;
 * - a registered custom property named in `transition-property` (the same API makes it animatable);
 * - `margin-trim`, which Tailwind only names inside an `@supports` test, where an unknown
 *   property is the point: the test picks the fallback for browsers without `@property`.
 * Any other CSS message, and every HTML message, still counts.
 */
const CSS_GRAMMAR_GAPS = [
  "CSS: Unrecognized at-rule “@property”.*",
  "CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value.*",
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.*",
  "CSS: “(anchor-name|position-anchor)”: Property “(anchor-name|position-anchor)” doesn't exist.*",
  "CSS: “(top|left|right)”: “anchor\\((bottom|left|right)\\)” is not a “(top|left|right)” value.*",
];

export interface CheckerMessage {
  /** The checked page's address, as given. */
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * Checks HTML documents (label → text) in one run of the W3C Nu Html Checker (the vnu-jar
 * package, run with Java; one run is much faster than one per page). Returns its errors, and any
 * document it could not read ("non-document-error"), each with its document's label.
 */
export async function checkDocuments(documents: Map<string, string>): Promise<CheckerMessage[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [label, html] of documents) {
      const file = path.join(dir, `page-${files.size}.html`);
      await fs.writeFile(file, html);
      files.set(file, label);
    }
    const filters = CSS_GRAMMAR_GAPS.flatMap((pattern) => ["--filterpattern", pattern]);
    const run = await promisify(execFile)(
      "java",
      ["-jar", VNU, "--errors-only", "--format", "json", "--exit-zero-always", ...filters, ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`the Nu Html Checker did not run (is Java installed?): ${error.stderr || error.message}`);
    });
    const { messages } = JSON.parse(run.stderr) as {
      messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
    };
    return messages
      .filter((m) => m.type !== "info")
      .map((m) => {
        const file = (m.url ?? "").replace(/^file:/, "");
        return { page: files.get(file) ?? m.url ?? "?", line: m.lastLine, message: m.message, extract: m.extract };
      });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Fetches each page from `baseUrl` (each must be HTML) and checks them all (`checkDocuments`). */
export async function checkPages(baseUrl: string, pages: string[]): Promise<CheckerMessage[]> {
  const documents = new Map<string, string>();
  for (const page of pages) {
    const response = await fetch(baseUrl + page);
    const type = response.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html")) throw new Error(`${page} is not HTML (${type})`);
    documents.set(page, await response.text());
  }
  return checkDocuments(documents);
}
