import { describe, expect, it } from "vitest";
import { brandFor } from "../../brand/brand";
import { confirmationEmail, manageLinkEmail, priceDropEmail } from "./alert-emails";

const brand = brandFor("https://fareline.test");
/** Intl puts a no-break space between "US$" and the amount; the assertions read it as a space. */
const plain = <T extends { subject: string; text: string }>(mail: T) => ({
  ...mail,
  subject: mail.subject.replace(/\u00a0/g, " "),
  text: mail.text.replace(/\u00a0/g, " "),
});
const route = { origin: "AMS", destination: "JFK", departDate: "2027-01-05", departMonth: null, maxPrice: 1125 };
const now = new Date("2026-11-25T12:00:00Z");

const drop = (locale: "en" | "nl") => ({
  route,
  searchedDate: "2027-01-05",
  newPriceCents: 98_050,
  oldPriceCents: 112_500,
  sourceLabel: "Travelpayouts (Aviasales)",
  observedAt: new Date(now.getTime() - 2 * 3600_000),
  now,
  viewFlightsLink: `https://fareline.test${locale === "nl" ? "/nl" : ""}/search?from=AMS&to=JFK`,
  unsubscribeLink: `https://fareline.test${locale === "nl" ? "/nl" : ""}/alerts/unsubscribe?token=1.x`,
  manageLink: `https://fareline.test${locale === "nl" ? "/nl" : ""}/alerts`,
});

describe("alert e-mails in Dutch", () => {
  it("confirmation: Dutch subject, sentences, dates and US$ prices written the Dutch way", () => {
    const link = "https://fareline.test/nl/alerts/confirm?token=abc";
    const mail = plain(confirmationEmail(brand, "ann@example.com", route, link, "elke 6 uur", "nl"));
    expect(mail.subject).toBe("Bevestig je prijsalert van Fareline: AMS → JFK");
    expect(mail.from).toBe("Fareline Prijsalerts <alerts@fareline.test>");
    expect(mail.text).toContain(
      "Bevestig dat je prijsalerts wilt ontvangen voor AMS → JFK, vertrek op di 5 jan. 2027.",
    );
    expect(mail.text).toContain(
      "We mailen je zodra de prijs op of onder US$ 1.125,00 komt. We controleren de route elke 6 uur",
    );
    expect(mail.text).toContain(`Bevestig de alert:\n${link}`);
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain("Bevestig mijn alert");
    expect(mail.text).not.toMatch(/\b(the|your|we will)\b/i);
  });

  it("price drop: Dutch subject and lines, old and new price, the price's age in Dutch", () => {
    const mail = plain(priceDropEmail(brand, "ann@example.com", drop("nl"), "nl"));
    expect(mail.subject).toBe("Prijsdaling: AMS → JFK nu US$ 980,50");
    expect(mail.text).toContain("AMS → JFK kost nu US$ 980,50");
    expect(mail.text).toContain(
      "Enkele reis, 1 volwassene, vertrek op di 5 jan. 2027: de goedkoopste prijs die we vonden is US$ 980,50.",
    );
    expect(mail.text).toContain(
      "De laagste prijs die we eerder zagen was US$ 1.125,00; je maximumprijs is US$ 1.125,00.",
    );
    expect(mail.text).toContain("Prijs van Travelpayouts (Aviasales), gevonden 2 uur geleden.");
    expect(mail.text).toContain("Stop deze e-mails: https://fareline.test/nl/alerts/unsubscribe?token=1.x");
    expect(mail.text).toContain("Bekijk vluchten:\nhttps://fareline.test/nl/search?from=AMS&to=JFK");
    expect(mail.headers?.["List-Unsubscribe"]).toBe("<https://fareline.test/nl/alerts/unsubscribe?token=1.x>");
    expect(mail.text).not.toMatch(/\b(the|your|price from)\b/i);
  });

  it("management link: Dutch subject and text", () => {
    const mail = manageLinkEmail(brand, "ann@example.com", "https://fareline.test/nl/alerts?token=t", "nl");
    expect(mail.subject).toBe("Je prijsalerts van Fareline");
    expect(mail.text).toContain("Beheer je prijsalerts");
    expect(mail.text).toContain("De link werkt 24 uur.");
    expect(mail.html).toContain("Beheer mijn alerts");
  });

  it("English stays as it was", () => {
    const mail = priceDropEmail(brand, "ann@example.com", drop("en"), "en");
    expect(mail.subject).toBe("Price drop: AMS → JFK now $980.50");
    expect(mail.from).toBe("Fareline Alerts <alerts@fareline.test>");
    expect(mail.text).toContain("Price from Travelpayouts (Aviasales), found 2 hours ago.");
    expect(
      confirmationEmail(brand, "a@example.com", { ...route, maxPrice: null }, "https://x", "every 6 hours", "en").text,
    ).toContain("We check the route every 6 hours and send at most one e-mail a day per alert.");
  });
});
