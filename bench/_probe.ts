import autocannon from "autocannon";
import { startServer } from "../tests/support/server";
const server = await startServer({ env: { USE_DUMMY_DATA: "true" } });
for (const enc of ["identity", "gzip, deflate, br"]) for (const u of ["/guides/jfk-to-cdg", "/assets/entry.client-D_4EOQlQ.js", "/assets/root-aPnu5nMk.js"]) {
  const r = await autocannon({ url: server.url + u, connections: 16, duration: 3, headers: { "accept-encoding": enc } });
  console.log(enc, u, r.requests.average, r.throughput.average, r.non2xx);
}
await server.stop();
