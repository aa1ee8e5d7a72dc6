import { accessibilitySuite } from "./a11y-suite";

accessibilitySuite({ name: "phone", width: 375, height: 800 });
