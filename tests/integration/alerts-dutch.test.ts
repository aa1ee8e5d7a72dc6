import fs from "node:fs/promises";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { brandFor } from "../../app/brand/brand";
import { loadConfig } from "../../app/services/config/config.server";
import { openDatabase } from "../../app/services/db/database.server";
import { createMailer } from "../../app/services/email/mailer.server";
import { ALERT_CHECK_JOB, startJobs } from "../../app/services/jobs/jobs.server";
import { createLogger } from "../../app/services/logging/logger.server";
import { createSearchFlow } from "../../app/services/search/create-flow.server";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * A Dutch traveller's price alert from start to end, as a browser without JavaScript and a mail
 * program see it: the form on /nl/alerts, a Dutch confirmation e-mail whose link opens
 * /nl/alerts/confirm, a Dutch management link, and after a check (the site's job queued with "run
 * now", on the server's own database) a Dutch price-drop e-mail with links to /nl/… pages.
 */

let smtp: SmtpPeer;
let amadeus: ProviderFake;
let travelpayouts: ProviderFake;
let server: RunningServer;
let env: Record<string, string>;

beforeAll(async () => {
  [smtp, amadeus, travelpayouts] = await Promise.all([startSmtpPeer(), startAmadeusFake(), startTravelpayoutsFake()]);
  env = { AUTH_SECRET: "d".repeat(40), SMTP_URL: smtp.url, ...fakeProvidersEnv(amadeus, travelpayouts) };
  server = await startServer({ env, keepData: true });
});
afterAll(async () => {
  await server?.stop();
  if (server) await fs.rm(server.dataDir, { recursive: true, force: true });
  await Promise.all([smtp?.close(), amadeus?.close(), travelpayouts?.close()]);
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** Page HTML with React's text separators removed and Intl's no-break spaces read as spaces. */
const pageText = async (response: Response) =>
  (await response.text()).replace(/<!-- -->/g, "").replace(/\u00a0|&nbsp;/g, " ");
const mailText = (mail: ParsedMail) => `${mail.subject}\n${mail.text}`.replace(/\u00a0/g, " ");

/** The first link to this site's `path` in a message's plain-text part. */
function linkTo(mail: ParsedMail, path: string): URL {
  const link = mail.text?.match(new RegExp(`https?://\\S+${path.replace(/[?/]/g, "\\$&")}\\S*`))?.[0];
  if (!link) throw new Error(`No ${path} link in:\n${mail.text}`);
  return new URL(link);
}

/** No catalogue key and none of the English page's words on a Dutch page (its scripts aside). */
function expectDutch(html: string) {
  const page = html.replace(/<script[\s\S]*?<\/script>/g, "");
  expect(page).not.toMatch(/alerts\.[a-z]+\.[a-zA-Z]/);
  for (const english of ["Track prices", "Your alerts", "Price alerts", "E-mail me a link", "Confirm my alert"]) {
    expect(page).not.toContain(english);
  }
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const email = "reiziger@example.nl";

it("the Dutch form posts to /nl/alerts and answers in Dutch, a reason per field when input is wrong", async () => {
  const page = await pageText(await fetch(`${server.url}/nl/alerts`));
  expect(page).toContain('<html lang="nl"');
  expect(page).toContain("Prijzen volgen");
  expect(page).toContain("We controleren elke 6 uur met dezelfde zoekfunctie als de site");
  expect(page).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/nl\/alerts")[^>]*>/);
  // Both forms (track prices, e-mail me a link) post to the Dutch page; none to the English one.
  expect(page).not.toMatch(/action="\/alerts[?"]/);
  expect(page).toContain("Mail mij een link");
  expect(page).toContain('href="/nl/auth?redirectTo=/nl/alerts"');
  expectDutch(page);

  const refused = await post("/nl/alerts", { intent: "create", email: "nope", origin: "LHR", destination: "LGW" });
  expect(refused.status).toBe(400);
  const answer = await pageText(refused);
  expect(answer).toContain("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.");
  expect(answer).toContain("LHR en LGW liggen in dezelfde stad: kies een bestemming in een andere stad.");
  expectDutch(answer);
});

it("an alert made on /nl/alerts: Dutch confirmation e-mail → /nl/alerts/confirm → a Dutch price-drop e-mail after a check", async () => {
  const answer = await post("/nl/alerts", {
    intent: "create",
    email,
    origin: "JFK",
    destination: "LAX",
    departDate: inDays(40),
    maxPrice: "100000",
  });
  expect(answer.status).toBe(200);
  expect(await pageText(answer)).toContain(`Kijk in je inbox: we hebben een bevestigingslink naar ${email} gestuurd.`);

  const confirmation = await smtp.waitFor(email, /^Bevestig je prijsalert van Fareline: JFK → LAX$/);
  expect(confirmation.from?.text).toContain("Fareline Prijsalerts");
  expect(mailText(confirmation)).toContain("Bevestig dat je prijsalerts wilt ontvangen voor JFK → LAX, vertrek op ");
  expect(mailText(confirmation)).toContain("We mailen je zodra de prijs op of onder US$ 100.000,00 komt.");
  expect(mailText(confirmation)).toContain("We controleren de route elke 6 uur");
  const confirmLink = linkTo(confirmation, "/nl/alerts/confirm?token=");
  const landing = await pageText(await fetch(`${server.url}${confirmLink.pathname}${confirmLink.search}`));
  expect(landing).toContain("Bevestig mijn alert");
  expectDutch(landing);
  const token = confirmLink.searchParams.get("token") as string;
  const confirmed = await pageText(await post(`/nl/alerts/confirm?token=${token}`, { token }));
  expect(confirmed).toContain(`Je alert voor JFK → LAX staat aan. We mailen ${email} zodra de prijs daalt.`);
  expect(confirmed).toContain('href="/nl/alerts"');

  // The management link asked for on the Dutch page: a Dutch e-mail, a Dutch list of alerts.
  const seen = smtp.messages.length;
  expect(await pageText(await post("/nl/alerts", { intent: "manage-link", email }))).toContain(
    `Als ${email} prijsalerts heeft, is er een link onderweg om ze te beheren.`,
  );
  const manage = await smtp.waitFor(email, /^Je prijsalerts van Fareline$/, { after: seen });
  const manageLink = linkTo(manage, "/nl/alerts?token=");
  const list = await pageText(await fetch(`${server.url}${manageLink.pathname}${manageLink.search}`));
  expect(list).toContain("Jouw alerts");
  expect(list).toContain("tot US$ 100.000,00");
  expect(list).toContain("Actief: elke 6 uur gecontroleerd");
  expect(list).toContain('aria-label="JFK naar LAX verwijderen"');
  expect(list).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/nl\/alerts\?token=)[^>]*>/);
  expectDutch(list);

  // The check: the site's own job, queued now, on the server's database (the server stopped first).
  await server.stop();
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_SITE_URL: server.url,
    DATA_DIR: server.dataDir,
    ...env,
  } as NodeJS.ProcessEnv);
  const database = await openDatabase({ kind: "pglite", dataDir: server.dataDir });
  const context = { config, logger: createLogger("silent"), database, brand: brandFor(server.url) };
  const mailer = createMailer(config, context.brand, context.logger);
  const scheduler = await startJobs({ ...context, search: createSearchFlow(context), accounts: { mailer } });
  try {
    await scheduler.runNow(ALERT_CHECK_JOB);
    const drop = await smtp.waitFor(email, /^Prijsdaling: JFK → LAX nu US\$/, { timeoutMs: 30_000 });
    const text = mailText(drop);
    expect(text).toMatch(/JFK → LAX kost nu US\$ [\d.]+,\d\d/);
    expect(text).toMatch(/Enkele reis, 1 volwassene, vertrek op .+: de goedkoopste prijs die we vonden is US\$ /);
    expect(text).toContain("Dat is gelijk aan of lager dan je maximumprijs van US$ 100.000,00.");
    expect(text).toMatch(/Prijs van (Amadeus|Travelpayouts)[^,]*, gevonden /);
    expect(linkTo(drop, "/nl/search?").searchParams.get("from")).toBe("JFK");
    expect(linkTo(drop, "/nl/alerts/unsubscribe?token=").pathname).toBe("/nl/alerts/unsubscribe");
    expect(text).toContain(`Je alerts pauzeren, hervatten of verwijderen: ${server.url}/nl/alerts`);
    expect(drop.html).toContain("Bekijk vluchten");
    expect(drop.html).toContain('<html lang="nl">');
  } finally {
    await scheduler.stop();
    await database.close();
  }
}, 120_000);
