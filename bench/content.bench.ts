/**
 * JavaScript transferred (gzip bytes) for the guides list and a guide article:
 * loads each page in Chromium and sums gzip'd sizes of every JS response.
 */
import { gzipSync } from "node:zlib";
import { launchBrowser } from "../tests/support/browser";
import { startServer } from "../tests/support/server";

export const title = "Content pages: JavaScript transferred";

export async function run(): Promise<{ label: string; value: string }[]> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const results: { label: string; value: string }[] = [];
  try {
    for (const path of ["/guides", "/guides/jfk-to-cdg"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on("response", (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (response.url().startsWith(server.url) && type.includes("javascript"))
          scripts.set(response.url(), response.body());
      });
      await page.goto(server.url + path, { waitUntil: "networkidle" });
      let gzip = 0;
      let raw = 0;
      for (const body of await Promise.all(scripts.values())) {
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      results.push({
        label: `JS for ${path} (${scripts.size} files)`,
        value: `${gzip} B gzip (${(gzip / 1024).toFixed(1)} KiB; ${(raw / 1024).toFixed(1)} KiB raw)`,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}
