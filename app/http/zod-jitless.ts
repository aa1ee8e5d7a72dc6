import { config } from "zod/v4/core";

/**
 * zod probes `new Function` when a schema is built; under the Content-Security-Policy (no
 * 'unsafe-eval', decision 130) Chromium reports that probe as a violation even though zod catches
 * it. In the browser zod uses its plain interpreter instead. Imported first by app/root.tsx so it
 * runs before any route module builds a schema; the server keeps zod's fast path.
 */
if (typeof document !== "undefined") config({ jitless: true });
