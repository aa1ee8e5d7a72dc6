import type { Config } from "@react-router/dev/config";
import { guideSummaries } from "./app/services/guides/guide-content.server";
import { CONTENT_PATHS } from "./app/services/prerender/content-paths";

export default {
  ssr: true,
  prerender: () => [...CONTENT_PATHS, ...guideSummaries().map((guide) => `/guides/${guide.slug}`)],
  future: { v8_middleware: false },
} satisfies Config;
