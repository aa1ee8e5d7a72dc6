/**
 * zod probes `new Function` when a schema is built; under the Content-Security-Policy (no
 * 'unsafe-eval', decision 130) Chromium reports that probe as a violation even though zod catches
 * it. In the browser zod uses its plain interpreter instead. Imported first by app/root.tsx so it
 * runs before any route module builds a schema; the server keeps zod's fast path.
 *
 * zod keeps its config on `globalThis.__zod_globalConfig` and adopts an object already there, so
 * this sets it without importing zod: importing `config` put zod's core into every page's first
 * load (the page JavaScript budget of tests/integration/js-budget.test.ts), pages that build no
 * schema included. zod-jitless.test.ts checks zod still reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };

if (typeof document !== "undefined") {
  zodGlobal.__zod_globalConfig ??= {};
  // Changed in place: zod keeps a reference to the object once it has loaded.
  zodGlobal.__zod_globalConfig.jitless = true;
}

// A module (not a script) so the test can import it.
export {};
