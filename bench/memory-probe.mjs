/**
 * Preloaded into a server the memory bench starts (NODE_OPTIONS=--import=…), never in
 * production: it notes every WebAssembly memory created (PGlite's heap) and, on SIGUSR2,
 * collects garbage and prints one JSON line with the process's memory split.
 */
import { readFileSync } from "node:fs";
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
const memories = new Set();
const seen = new WeakSet();
const note = (value) => {
  if (value instanceof WebAssembly.Memory && !seen.has(value)) {
    seen.add(value);
    memories.add(new WeakRef(value));
  }
};
const noteAll = (object) => {
  for (const value of Object.values(object ?? {})) {
    note(value);
    if (value && typeof value === "object" && !(value instanceof WebAssembly.Memory)) {
      for (const inner of Object.values(value)) note(inner);
    }
  }
};

WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    note(memory);
    return memory;
  },
});
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (source, imports) => {
  const result = await instantiate(source, imports);
  noteAll(imports);
  noteAll((result.instance ?? result).exports);
  return result;
};

const mb = (bytes) => Math.round(bytes / 1024 / 102.4) / 10;
process.on("SIGUSR2", () => {
  gc();
  gc();
  const usage = process.memoryUsage();
  // A WebAssembly memory is one read-write mapping of exactly its byte length: its
  // resident part is what the WASM heap really costs.
  const mappings = readFileSync("/proc/self/smaps", "utf8")
    .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
    .map((block) => ({
      sizeKb: Number(block.match(/\nSize:\s+(\d+)/)?.[1]),
      rssKb: Number(block.match(/\nRss:\s+(\d+)/)?.[1]),
    }));
  let wasm = 0;
  let wasmResident = 0;
  for (const ref of memories) {
    const memory = ref.deref();
    if (!memory) {
      memories.delete(ref);
      continue;
    }
    wasm += memory.buffer.byteLength;
    const mapping = mappings.find((m) => m.sizeKb * 1024 === memory.buffer.byteLength);
    wasmResident += (mapping?.rssKb ?? 0) * 1024;
  }
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_used_size)]));
  const report = {
    rss: mb(usage.rss),
    heapUsed: mb(usage.heapUsed),
    heapTotal: mb(usage.heapTotal),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    wasm: mb(wasm),
    wasmResident: mb(wasmResident),
    spaces,
  };
  process.stdout.write(`${JSON.stringify({ memoryProbe: report })}\n`);
});
