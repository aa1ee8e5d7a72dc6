import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDocuments, checkPages } from "../support/html-checker";
import { publicPages } from "../support/public-pages";
import { type RunningServer, startServer } from "../support/server";

/**
 * Every public page, English and Dutch, is valid HTML: the W3C Nu Html Checker (the vnu-jar
 * package, run with Java) reports no error (tests/support/html-checker.ts).
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { USE_DUMMY_DATA: "true" } });
});
afterAll(async () => {
  await server?.stop();
});

describe("valid HTML", () => {
  it("no public page has an error in the Nu Html Checker", { timeout: 180_000 }, async () => {
    const errors = await checkPages(server.url, publicPages());
    expect(errors.map((e) => `${e.page}:${e.line ?? "?"}: ${e.message} ${e.extract ?? ""}`.trim())).toEqual([]);
  });

  it("hides only the checker's gaps in CSS grammar: other CSS and every HTML error still count", {
    timeout: 60_000,
  }, async () => {
    const css = '@property --tw-x{syntax:"*";inherits:false}p{colr:red}';
    const page = `<!DOCTYPE html><html lang="en"><head><title>t</title><style>${css}</style></head><body><p><div></div></p></body></html>`;
    const errors = await checkDocuments(new Map([["broken", page]]));
    const messages = errors.map((e) => e.message);
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => m.includes("“colr”"))).toBe(true);
    expect(messages.some((m) => m.includes("end tag"))).toBe(true);
  });
});
