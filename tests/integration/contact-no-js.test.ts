import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it("without JavaScript the contact form posts, and the page says plainly that nothing was sent", async () => {
  const html = await (await fetch(`${server.url}/contact`)).text();
  expect(html).toMatch(/<form[^>]*method="post"/);
  const res = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Ann", email: "ann@example.org", subject: "Hi", message: "Hello" }),
  });
  expect(res.status).toBe(200);
  const answer = await res.text();
  expect(answer).toContain("Your message was not sent");
  expect(server.output()).not.toContain("ann@example.org");
});
