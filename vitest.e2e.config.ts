import { defineConfig } from "vitest/config";

// End-to-end tests drive Debian's Chromium against the built server.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
  },
});
