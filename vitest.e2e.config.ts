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
    // A browser on a loaded two-core machine can take more than vitest's default second to
    // react (a state update, an observer); a poll only waits for what will come, so wait longer.
    expect: { poll: { timeout: 10_000 } },
  },
});
