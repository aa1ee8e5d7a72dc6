import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * An alert keeps the trip that was searched — a return, 2 adults + 1 child, business —
 * through the form (a plain POST, as without JavaScript), the confirmation e-mail, confirming
 * (checked at once: the page shows the current price with its source and age), the list, the
 * check's search request to the live source, and the price-drop e-mail, in English and Dutch.
 */

let smtp: SmtpPeer;
let amadeus: ProviderFake;
let travelpayouts: ProviderFake;
let server: RunningServer;

beforeAll(async () => {
  [smtp, amadeus, travelpayouts] = await Promise.all([startSmtpPeer(), startAmadeusFake(), startTravelpayoutsFake()]);
  server = await startServer({
    env: { AUTH_SECRET: "t".repeat(40), SMTP_URL: smtp.url, ...fakeProvidersEnv(amadeus, travelpayouts) },
  });
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([smtp?.close(), amadeus?.close(), travelpayouts?.close()]);
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
const pageText = async (response: Response) =>
  (await response.text()).replace(/<!-- -->/g, "").replace(/\u00a0|&nbsp;/g, " ");
const mailText = (mail: ParsedMail) => `${mail.subject}\n${mail.text}`.replace(/\u00a0/g, " ");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function linkTo(mail: ParsedMail, path: string): URL {
  const link = mail.text?.match(new RegExp(`https?://\\S+${path.replace(/[?/]/g, "\\$&")}\\S*`))?.[0];
  if (!link) throw new Error(`No ${path} link in:\n${mail.text}`);
  return new URL(link);
}

/**
 * The trip of the issue: return NYC → PAR, 2 adults and 1 child in business; a limit any fare
 * meets. Each language tracks other days, so each check asks the source (not the search cache).
 */
const tripOn = (departDate: string, returnDate: string) => ({
  intent: "create",
  origin: "NYC",
  destination: "PAR",
  departDate,
  tripType: "roundtrip",
  returnDate,
  adults: "2",
  children: "1",
  infants: "0",
  cabin: "business",
  maxPrice: "100000",
});

const cases = [
  {
    locale: "en",
    departDate: inDays(40),
    returnDate: inDays(47),
    prefix: "",
    email: "trip-en@example.com",
    confirmSubject: /^Confirm your Fareline price alert: NYC → PAR$/,
    tripWords: "Return, 2 adults, 1 child, business",
    backOn: ", back on ",
    stop: "Stop this alert, no sign-in needed: ",
    currentPrice: /Current price: \$[\d,]+\.\d\d \((Amadeus|Travelpayouts)[^,]*, found [^)]+\)\./,
    dropSubject: /^Price drop: NYC → PAR now \$/,
    dropFare:
      /Return, 2 adults, 1 child, business, leaving on .+ and back on .+: the cheapest fare we found is \$[\d,]+\.\d\d in total\./,
    listLatest: /Latest price \$[\d,]+\.\d\d \((Amadeus|Travelpayouts)/,
    manageSubject: /^Your Fareline price alerts$/,
  },
  {
    locale: "nl",
    departDate: inDays(42),
    returnDate: inDays(49),
    prefix: "/nl",
    email: "reis-nl@example.nl",
    confirmSubject: /^Bevestig je prijsalert van Fareline: NYC → PAR$/,
    tripWords: "Retour, 2 volwassenen, 1 kind, business",
    backOn: ", terug op ",
    stop: "Stop deze alert, zonder in te loggen: ",
    currentPrice: /Huidige prijs: US\$ [\d.]+,\d\d \((Amadeus|Travelpayouts)[^,]*, gevonden [^)]+\)\./,
    dropSubject: /^Prijsdaling: NYC → PAR nu US\$/,
    dropFare:
      /Retour, 2 volwassenen, 1 kind, business, vertrek op .+ en terug op .+: de goedkoopste prijs die we vonden is US\$ [\d.]+,\d\d in totaal\./,
    listLatest: /Laatste prijs US\$ [\d.]+,\d\d \((Amadeus|Travelpayouts)/,
    manageSubject: /^Je prijsalerts van Fareline$/,
  },
] as const;

describe.each(cases)("a return trip for 2 adults and 1 child in business ($locale)", (c) => {
  it("keeps the whole trip through the form, confirmation (priced at once), check, e-mails and list", async () => {
    const { departDate, returnDate } = c;
    const seen = smtp.messages.length;
    const answer = await post(`${c.prefix}/alerts`, { ...tripOn(departDate, returnDate), email: c.email });
    expect(answer.status).toBe(200);

    // The confirmation e-mail: the trip, the dates there and back, and a stop link.
    const confirmation = await smtp.waitFor(c.email, c.confirmSubject, { after: seen });
    const confirmText = mailText(confirmation);
    expect(confirmText).toContain(c.tripWords);
    expect(confirmText).toContain(c.backOn);
    expect(confirmText).toContain(`${c.stop}${server.url}${c.prefix}/alerts/unsubscribe?token=`);
    const unsubscribeHeader = confirmation.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
    expect(unsubscribeHeader).toContain(`${c.prefix}/alerts/unsubscribe?token=`);

    // Confirming checks the alert at once through the search flow: the live source is asked
    // for exactly this trip, and the page shows the price with its source and age.
    amadeus.requests.length = 0;
    const confirmLink = linkTo(confirmation, `${c.prefix}/alerts/confirm?token=`);
    const token = confirmLink.searchParams.get("token") as string;
    const confirmed = await pageText(await post(`${confirmLink.pathname}${confirmLink.search}`, { token }));
    expect(confirmed).toContain(c.tripWords);
    expect(confirmed).toMatch(c.currentPrice);
    const offers = amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers");
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]?.query).toMatchObject({
      originLocationCode: "NYC",
      destinationLocationCode: "PAR",
      departureDate: departDate,
      returnDate,
      adults: "2",
      children: "1",
      travelClass: "BUSINESS",
    });

    // The check found a fare under the limit: the drop e-mail names the trip and links to its search.
    const drop = await smtp.waitFor(c.email, c.dropSubject, { after: seen, timeoutMs: 20_000 });
    expect(mailText(drop)).toMatch(c.dropFare);
    const view = linkTo(drop, `${c.prefix}/search?`).searchParams;
    expect(Object.fromEntries(view)).toMatchObject({
      from: "NYC",
      to: "PAR",
      date: departDate,
      tripType: "roundtrip",
      returnDate,
      adults: "2",
      children: "1",
      cabin: "business",
    });

    // The list: the trip, its dates there and back, and the price checked at confirmation.
    const before = smtp.messages.length;
    await post(`${c.prefix}/alerts`, { intent: "manage-link", email: c.email });
    const manage = await smtp.waitFor(c.email, c.manageSubject, { after: before });
    const manageLink = linkTo(manage, `${c.prefix}/alerts?token=`);
    const list = await pageText(await fetch(`${server.url}${manageLink.pathname}${manageLink.search}`));
    expect(list).toContain(c.tripWords);
    expect(list).toContain(c.backOn);
    expect(list).toMatch(c.listLatest);
  }, 60_000);
});

it("a trip the search would refuse gets a sentence per field and stores nothing", async () => {
  const email = "refused-trip@example.com";
  const seen = smtp.messages.length;
  const departDate = inDays(40);
  const refused = await post("/alerts", {
    ...tripOn(departDate, inDays(47)),
    email,
    returnDate: inDays(30),
    adults: "1",
    infants: "2",
  });
  expect(refused.status).toBe(400);
  const page = await pageText(refused);
  expect(page).toContain(`The return day ${inDays(30)} is before the departure day ${departDate}.`);
  expect(page).toContain("Each infant travels on an adult&#x27;s lap: add an adult or remove an infant.");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.messages.slice(seen).filter((m) => JSON.stringify(m.to).includes(email))).toHaveLength(0);
});
