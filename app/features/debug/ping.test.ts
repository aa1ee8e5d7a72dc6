import { describe, expect, it } from "vitest";
import { isEmptyResult, ping, tipFor } from "./ping";

const answer = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

describe("ping", () => {
  it("parses a JSON answer and keeps the status", async () => {
    const r = await ping("/x", {}, answer(200, '{"items":[1]}'));
    expect(r).toEqual({ status: 200, ok: true, data: { items: [1] }, error: undefined });
    expect(tipFor(r)).toBeNull();
  });
  it("reports a network failure as status 0 with the error text", async () => {
    const r = await ping("/x", {}, (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch);
    expect(r).toMatchObject({ status: 0, ok: false, error: "Failed to fetch" });
    expect(tipFor(r)).toBe("0");
  });
  it("keeps a non-JSON body as text and takes the error field from JSON errors", async () => {
    expect((await ping("/x", {}, answer(500, "boom"))).data).toBe("boom");
    const r = await ping("/x", {}, answer(401, '{"error":"fx_amadeus-search_401: bad key"}'));
    expect(r.error).toBe("fx_amadeus-search_401: bad key");
    expect(tipFor(r)).toBe("401");
    expect(tipFor(await ping("/x", {}, answer(502, "")))).toBe("500");
  });
  it("flags empty answers", () => {
    expect(isEmptyResult({ items: [] })).toBe(true);
    expect(isEmptyResult({ data: { data: [] } })).toBe(true);
    expect(isEmptyResult({ data: [{}] })).toBe(false);
    expect(tipFor({ status: 200, ok: true, data: { data: [] } })).toBe("empty");
  });
});
