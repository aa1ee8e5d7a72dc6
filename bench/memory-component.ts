/**
 * Run by memory.bench.ts in a process of its own (`node --import tsx bench/memory-component.ts
 * <part>`): loads one part of the server alone, collects garbage and prints its process's
 * RSS and JS heap as JSON, so each part's cost is its difference from `none`.
 */
import v8 from "node:v8";
import vm from "node:vm";

const part = process.argv[2];
if (part === "places") (await import("../app/services/places/search-places.server")).warmPlacesIndex();
else if (part === "engine") (await import("../app/services/providers/offline/engine")).warmOfflineEngine();
else if (part !== "none") throw new Error(`Unknown part ${part}: none, places or engine.`);

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
await new Promise((resolve) => setTimeout(resolve, 500));
gc();
gc();
const { rss, heapUsed } = process.memoryUsage();
console.log(JSON.stringify({ rss, heapUsed }));
