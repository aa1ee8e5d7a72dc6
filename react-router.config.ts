import type { Config } from "@react-router/dev/config";
import { LOCALES, localizedPath } from "./app/i18n/locales";
import { guideSummaries } from "./app/services/guides/guide-content.server";
import { CONTENT_PATHS } from "./app/services/prerender/content-paths";

export default {
  ssr: true,
  // Every content page in English and in Dutch (a guide without a Dutch text has a Dutch frame around it).
  prerender: () =>
    [...CONTENT_PATHS, ...guideSummaries().map((guide) => `/guides/${guide.slug}`)].flatMap((path) =>
      LOCALES.map((locale) => localizedPath(path, locale)),
    ),
  future: { v8_middleware: false },
} satisfies Config;
