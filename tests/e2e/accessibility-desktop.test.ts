import { accessibilitySuite } from "./a11y-suite";

accessibilitySuite({ name: "desktop", width: 1280, height: 900 });
