import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFiles } from "./client-files";

let server: Server;
let url = "";
let dir = "";
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "client-files-"));
  mkdirSync(path.join(dir, "guides"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "guides", "cover one.jpg"), "jpg");
  writeFileSync(path.join(dir, "assets", "app.js"), "js");
  const app = express();
  app.use(clientFiles(dir));
  app.use((_req, res) => {
    res.send("page");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const text = async (p: string) => (await fetch(url + p)).text();

describe("clientFiles", () => {
  it("serves the build's files, in folders and with encoded names, for an hour", async () => {
    const icon = await fetch(`${url}/favicon.svg`);
    expect(await icon.text()).toBe("<svg/>");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await text("/guides/cover%20one.jpg")).toBe("jpg");
  });

  it("leaves pages, folders, /assets and undecodable paths to what comes next", async () => {
    for (const p of ["/guides", "/guides/", "/search", "/assets/app.js", "/%E0%A4%A", "/favicon.svg/x"]) {
      expect(await text(p), p).toBe("page");
    }
  });
});
