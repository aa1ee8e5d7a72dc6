import { describe, expect, it } from "vitest";
import type { ServerServices } from "./context";
import { keptRenderContext } from "./kept-page";

const services = { config: { nodeEnv: "test" } } as unknown as ServerServices;

describe("the load context of a kept page", () => {
  it("has no nonce and no encoding of its own, and by default no server-side search and a visitor", () => {
    const context = keptRenderContext(services);
    expect(context).toMatchObject({ config: services.config, cspNonce: "", documentEncoding: "identity" });
    expect(context.serverSearchAllowed).toBe(false);
    expect("sharedRender" in context).toBe(false);
  });

  it("lets the search pages search on the server, and marks a page rendered for no one in particular", () => {
    expect(keptRenderContext(services, { serverSearch: true }).serverSearchAllowed).toBe(true);
    expect(keptRenderContext(services, { shared: true })).toMatchObject({
      sharedRender: true,
      serverSearchAllowed: false,
    });
  });
});
