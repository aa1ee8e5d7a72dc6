import pino from "pino";
import { describe, expect, it } from "vitest";
import { ClosingOrder } from "./services";

describe("ClosingOrder", () => {
  it("closes from the newest service to the oldest, and goes on past a step that fails", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const order = new ClosingOrder(logger);
    const closed: string[] = [];
    order.add("database", "db", (name) => {
      closed.push(name);
    });
    order.add("mailer", "mail", async () => {
      throw new Error("transport stuck");
    });
    order.add("search flow", "flow", async (name) => {
      closed.push(name);
    });
    await order.closeAll();
    expect(closed).toEqual(["flow", "db"]);
    expect(lines).toMatchObject([{ service: "mailer", msg: "did not close cleanly" }]);
    await order.closeAll();
    expect(closed).toEqual(["flow", "db"]);
  });
});
