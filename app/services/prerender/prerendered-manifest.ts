/**
 * What the build writes beside the prerendered pages (scripts/collect-prerendered.ts) and the
 * server reads at start (server/prerendered-pages.ts): decision 165.
 */
export const PRERENDERED_MANIFEST = "manifest.json";

export interface PrerenderedPage {
  /** The page's file, relative to the prerendered folder. */
  file: string;
  /** Strong ETag: a hash of the file. */
  etag: string;
  /** CSP sources of the page's inline scripts ('sha256-…'). */
  scriptHashes: string[];
}

export interface PrerenderedManifest {
  /** The build-time values baked into every page; a server with other values does not serve them. */
  builtFor: { publicSiteUrl: string; alertCheckCron: string };
  /** By URL path, e.g. "/guides/jfk-to-cdg". */
  pages: Record<string, PrerenderedPage>;
}
