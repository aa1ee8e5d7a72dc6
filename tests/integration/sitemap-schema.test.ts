import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let schema: string;

beforeAll(async () => {
  [server, schema] = await Promise.all([
    startServer(),
    fs.readFile(new URL("../support/schemas/sitemap-0.9.xsd", import.meta.url), "utf8"),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

const validate = (xml: string) =>
  validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [{ fileName: "sitemap.xsd", contents: schema }],
  });

describe("sitemap.xml against the sitemaps.org 0.9 schema", () => {
  it("is valid, with every guide and the public pages", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(`<loc>${server.url}/guides/jfk-to-cdg</loc><lastmod>`);
    expect(xml).toContain(`<loc>${server.url}/privacy</loc>`);
  });

  it("the validator does reject a sitemap that breaks the schema", async () => {
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>';
    expect((await validate(broken)).valid).toBe(false);
  });
});
