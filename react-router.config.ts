import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the server; the pages that are the same for everyone are rendered
  // once by the running server and kept in memory (server/shared-pages.ts, decision 270).
  ssr: true,
  future: { v8_middleware: false },
} satisfies Config;
