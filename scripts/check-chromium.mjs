// The e2e suite drives Debian's Chromium; browser downloads are impossible here.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    `e2e tests need Chromium at ${path}. Install Debian's package: apt-get install -y chromium ` +
      "(or set CHROMIUM_PATH to another Chromium binary).",
  );
  process.exit(1);
}
