import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it("without JavaScript the contact form posts, the message reaches the outbox, and the page says so", async () => {
  const html = await (await fetch(`${server.url}/contact`)).text();
  expect(html).toMatch(/<form[^>]*method="post"/);
  expect(html).not.toContain("This form is a preview");
  const res = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Ann", email: "ann@example.org", subject: "Hi", message: "Hello, a question" }),
  });
  expect(res.status).toBe(200);
  const answer = (await res.text()).replace(/<!-- -->/g, "");
  expect(answer).toContain(
    "Thanks, your message has reached our support team. We sent a confirmation to ann@example.org",
  );
  // The support address and the sender each got their e-mail (the outbox, with no mail service set up).
  const mails = server.logs().filter((line) => line.msg === "e-mail written to the local outbox");
  expect(mails.map((line) => line.to).sort()).toEqual(["ann@example.org", "support@127.0.0.1"]);
  // The message itself is never logged.
  expect(server.output()).not.toContain("Hello, a question");
});
