import { constants as zlibConstants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/**
 * Client chunks. On a slow phone connection every file a page starts is a request of its own,
 * and a browser opens six connections to one host: twenty small files cost four round trips of
 * over half a second each, more than their bytes. Left to itself the bundler spreads shared
 * code over dozens of small chunks; these groups keep what pages load together in a few files,
 * so `/` starts nine and `/search` eleven (bench/interactivity.bench.ts), and a content page
 * stays within its budget (tests/integration/js-budget.test.ts):
 * - runtime: React, React DOM and the router, which every page loads;
 * - shell: the root, the site's frame (header, footer, their icons) and the format module's
 *   core (locale, numbers, plurals, dates, lists: most pages show a date or a count);
 * - kit: the UI kit's small components;
 * - typed-before-hydration: the hook keeping what was typed before hydration, alone, so the
 *   guides list takes it without the search form, and pages without those fields without it;
 * - icons: the Lucide icons the pages use (each alone was a chunk of 200–500 bytes);
 * - search-form: what the search form brings (its rules, the places, dates) to the pages that
 *   show it, and results: what the result cards bring (sources, offers, partner links, prices and
 *   durations, the toast, airline marks and alliances) to the pages that show offers; not the
 *   airline table, which loads only for an airline the page did not name (decision 290). Both
 *   take only modules two or more pages share; a module one page uses stays in that page's chunk.
 * What loads on first use (header menus, sonner) is not listed and stays apart (decision 211).
 */
const RUNTIME = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const SHELL =
  /app[\\/](root\.tsx|features[\\/]shell[\\/](header|footer|navigation|root-data)\.tsx?|ui[\\/](icons|popover-menu)\.tsx|brand[\\/]brand\.ts|features[\\/]errors[\\/]not-found-page\.tsx|features[\\/]account[\\/]account-(links|menu)\.tsx|core[\\/]http[\\/]zod-jitless\.ts|core[\\/]seo[\\/]meta\.ts|format[\\/](locale|numbers|plurals|dates|lists)\.ts)$|vite[\\/]preload-helper/;
const KIT = /app[\\/]ui[\\/](button|badge|card|field|cx|status)\.tsx?$/;
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
const SEARCH_FORM =
  /node_modules[\\/]date-fns[\\/]|app[\\/](features[\\/]search[\\/]form[\\/]|core[\\/](search|places)[\\/]|core[\\/]alerts[\\/]alert-trip|features[\\/]alerts[\\/]alert-signup-form)/;
const RESULTS =
  /app[\\/](features[\\/](affiliate|outbound)[\\/]|features[\\/]search[\\/](results|trip)[\\/]|core[\\/](providers|offers|affiliate)[\\/]|core[\\/]airlines[\\/](airline-marks|alliances)\.ts|ui[\\/](use-page-clock|toast)|format[\\/](money|durations|measures))/;

/**
 * The client's scripts are compressed once, at build, at the highest levels (Brotli 11, gzip 9):
 * on a slow phone every kilobyte is time, and Brotli 11 sends the /search scripts 13 % smaller
 * than gzip (181 → 157 KB), which a server compressing each response (Brotli 4) cannot afford.
 * The server sends the file that matches the browser's Accept-Encoding (server/app.ts).
 */
const PRECOMPRESSED = compression({
  include: /^assets\/.*\.js$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm("gzip", { level: 9 }),
  ],
  logLevel: "silent",
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [PRECOMPRESSED])],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "runtime", test: RUNTIME, priority: 2 },
                { name: "shell", test: SHELL, priority: 1 },
                { name: "kit", test: KIT, priority: 1 },
                { name: "typed-before-hydration", test: /app[\\/]ui[\\/]use-typed-before-hydration\.ts$/, priority: 1 },
                { name: "icons", test: ICONS, priority: 1 },
                { name: "search-form", test: SEARCH_FORM, priority: 1, minShareCount: 2 },
                { name: "results", test: RESULTS, priority: 1, minShareCount: 2 },
              ],
            },
          },
        },
      },
}));
