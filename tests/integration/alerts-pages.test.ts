import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * The alert pages as a browser without JavaScript uses them: plain form posts, mail to the outbox.
 * The check runs every 3 hours here (not the default 6), so copy that says so reads the setting.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { ALERT_CHECK_CRON: "15 */3 * * *" } });
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** Page HTML with React's text separators removed, so sentences read as a person sees them. */
const pageText = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function outboxLink(pattern: RegExp): string {
  const links = server
    .logs()
    .filter((line) => line.msg === "e-mail written to the local outbox")
    .flatMap((line) => (line.links as string[]) ?? []);
  const link = links.reverse().find((l) => pattern.test(l));
  if (!link) throw new Error(`no outbox link matching ${pattern}`);
  return link;
}

it("home's Track prices form posts to /alerts; bad input gets a reason per field and changes nothing", async () => {
  const home = await (await fetch(`${server.url}/`)).text();
  expect(home).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/alerts")[^>]*>/);
  expect(home).toContain("Track prices");

  const refused = await post("/alerts", { intent: "create", email: "nope", origin: "LHR", destination: "LGW" });
  expect(refused.status).toBe(400);
  const page = await pageText(refused);
  expect(page).toContain("Enter an e-mail address such as name@example.com.");
  expect(page).toContain("LHR and LGW are in the same city: choose a destination in another city.");
});

it("sign-up → the confirmation link → a button that confirms; the link works once", async () => {
  const answer = await post("/alerts", {
    intent: "create",
    email: "nojs@example.com",
    origin: "JFK",
    destination: "LAX",
    departDate: inDays(30),
    maxPrice: "400",
  });
  expect(answer.status).toBe(200);
  expect(await pageText(answer)).toContain("Check your inbox: we sent a confirmation link to nojs@example.com.");

  const link = outboxLink(/\/alerts\/confirm\?token=/);
  const token = new URL(link).searchParams.get("token") as string;
  const landing = await (await fetch(`${server.url}/alerts/confirm?token=${token}`)).text();
  expect(landing).toContain("Confirm my alert");
  const confirmed = await post(`/alerts/confirm?token=${token}`, { token });
  expect(await pageText(confirmed)).toContain("Your alert for JFK → LAX is on.");
  const again = await post(`/alerts/confirm?token=${token}`, { token });
  expect(await pageText(again)).toContain("This confirmation link is not valid any more");
});

it("signed out, /alerts offers a management link by e-mail, with the same answer for any address", async () => {
  const page = await (await fetch(`${server.url}/alerts`)).text();
  expect(page).toContain("E-mail me a link");
  const sent = await post("/alerts", { intent: "manage-link", email: "nojs@example.com" });
  expect(await pageText(sent)).toContain("If nojs@example.com has price alerts, a link to manage them is on its way.");
  const link = outboxLink(/\/alerts\?token=/);
  const managed = await pageText(await fetch(link));
  expect(managed).toContain("JFK → LAX");
  expect(managed).toContain("Active: checked every 3 hours");
  const forged = await pageText(await fetch(`${server.url}/alerts?token=forged`));
  expect(forged).toContain("This management link has expired or is not valid.");
});

it("home, sitemap, FAQ and /alerts say how often prices are checked, from ALERT_CHECK_CRON, and where they come from", async () => {
  const text = async (path: string) => pageText(await fetch(`${server.url}${path}`));
  const home = await text("/");
  expect(home).toContain(
    "Follow a route and we e-mail you when its live fare drops. We check it every 3 hours, and sample prices never trigger an alert.",
  );
  expect(home).toContain(
    "Follow a route and get an e-mail when its live fare drops. We check it every 3 hours, and send at most one e-mail a day.",
  );
  expect(await text("/sitemap")).toContain(
    "We check prices every 3 hours through the same search as the site, which asks our data partners for live fares; sample prices from our offline engine never trigger an e-mail.",
  );
  const faq = await text("/faq");
  expect(faq).toContain("we check the route every 3 hours through the same search the site uses.");
  // The FAQPage JSON-LD carries the same answer.
  expect(faq.match(/we check the route every 3 hours/g)?.length).toBeGreaterThanOrEqual(2);
  expect(await text("/alerts")).toContain(
    "We check every 3 hours through the same search as the site, and send at most one e-mail a day per alert.",
  );
  for (const page of [home, faq]) expect(page).not.toContain("every 6 hours");
});

it("a forged unsubscribe token is refused, one-click POST included; robots keep the alert pages out", async () => {
  const oneClick = await post("/alerts/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", {
    "List-Unsubscribe": "One-Click",
  });
  expect(oneClick.status).toBe(400);
  expect(await pageText(oneClick)).toContain("This unsubscribe link is not valid.");
  expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain("Disallow: /alerts");
});
