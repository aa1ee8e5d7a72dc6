import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

it("turns zod's jitless mode on in a browser, set before zod itself loads", async () => {
  vi.stubGlobal("document", {});
  await import("./zod-jitless");
  const { config } = await import("zod/v4/core");
  expect(config().jitless).toBe(true);
});

it("also reaches a zod that loaded first", async () => {
  vi.resetModules();
  const { config } = await import("zod/v4/core");
  config({ jitless: false });
  vi.stubGlobal("document", {});
  await import("./zod-jitless");
  expect(config().jitless).toBe(true);
});
