import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let schemas: { fileName: string; contents: string }[];
const schemaFile = async (fileName: string) => ({
  fileName,
  contents: await fs.readFile(new URL(`../support/schemas/${fileName}`, import.meta.url), "utf8"),
});

beforeAll(async () => {
  [server, ...schemas] = await Promise.all([
    startServer(),
    schemaFile("sitemap-with-alternates.xsd"),
    schemaFile("sitemap-0.9.xsd"),
    schemaFile("xhtml-link.xsd"),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

const validate = (xml: string) =>
  validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [schemas[0] as { fileName: string; contents: string }],
    preload: schemas.slice(1),
  });

describe("sitemap.xml against the sitemaps.org 0.9 schema", () => {
  it("is valid, with every guide and the public pages", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(`<loc>${server.url}/guides/jfk-to-cdg</loc><lastmod>`);
    expect(xml).toContain(`<loc>${server.url}/privacy</loc>`);
    expect(xml).toContain(`<loc>${server.url}/nl/privacy</loc>`);
  });

  it("the validator rejects an alternate that breaks the XHTML link's rules", async () => {
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://a.example/</loc><xhtml:link rel="next" href="https://a.example/nl"/></url></urlset>';
    expect((await validate(broken)).valid).toBe(false);
  });

  it("the validator does reject a sitemap that breaks the schema", async () => {
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>';
    expect((await validate(broken)).valid).toBe(false);
  });
});
