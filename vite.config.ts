import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Client chunks for the page JavaScript budget (tests/integration/js-budget.test.ts). Every page
 * loads the React runtime and the site shell (root, header, footer, their icons); left to itself
 * the bundler spreads them over a dozen small shared chunks, each gzipped on its own and worse than
 * the sum together. These groups keep each in one file. The format module's core (locale, numbers,
 * plurals: the travellers' summary, result counts) is one more group: alone its files were three
 * chunks of ~150 bytes each. It stays out of the shell, which content pages load and cannot grow.
 * What loads on first use (header menus, sonner) is not listed and stays apart. The UI kit's
 * small components share one chunk, loaded by the pages that use them (decision 211).
 */
const RUNTIME = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const FORMAT_CORE = /app[\\/]format[\\/](locale|numbers|plurals)\.ts$/;
const SHELL =
  /app[\\/](root\.tsx|features[\\/]shell[\\/](header|footer|navigation|root-data)\.tsx?|ui[\\/](icons|deferred-menu)\.tsx|brand[\\/]brand\.ts|features[\\/]errors[\\/]not-found-page\.tsx|features[\\/]account[\\/]account-links\.tsx|core[\\/]http[\\/]zod-jitless\.ts|core[\\/]seo[\\/]meta\.ts)$|vite[\\/]preload-helper/;
const KIT = /app[\\/]ui[\\/](button|badge|card|field|cx)\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "runtime", test: RUNTIME, priority: 2 },
                { name: "shell", test: SHELL, priority: 1 },
                { name: "format", test: FORMAT_CORE, priority: 1 },
                { name: "kit", test: KIT, priority: 1 },
              ],
            },
          },
        },
      },
}));
