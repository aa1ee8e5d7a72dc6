import { describe, expect, it } from "vitest";
import { brandFor } from "../../brand/brand";
import { confirmationEmail, manageLinkEmail, priceDropEmail } from "./alert-emails";
import { PLAIN_TRIP } from "./alert-trip";

const brand = brandFor("https://fareline.test");
/** Intl puts a no-break space between "US$" and the amount; the assertions read it as a space. */
const plain = <T extends { subject: string; text: string }>(mail: T) => ({
  ...mail,
  subject: mail.subject.replace(/\u00a0/g, " "),
  text: mail.text.replace(/\u00a0/g, " "),
});
const route = {
  ...PLAIN_TRIP,
  origin: "AMS",
  destination: "JFK",
  departDate: "2027-01-05",
  departMonth: null,
  maxPrice: 1125,
};
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
    const stop = "https://fareline.test/nl/alerts/unsubscribe?token=1.x";
    const mail = plain(confirmationEmail(brand, "ann@example.com", route, { confirm: link, stop }, "elke 6 uur", "nl"));
    expect(mail.subject).toBe("Bevestig je prijsalert van Fareline: AMS → JFK");
    expect(mail.from).toBe("Fareline Prijsalerts <alerts@fareline.test>");
    expect(mail.text).toContain(
      "Bevestig dat je prijsalerts wilt ontvangen voor AMS → JFK, vertrek op di 5 jan. 2027.",
    );
    expect(mail.text).toContain(
      "We mailen je zodra de prijs op of onder US$ 1.125,00 komt. We controleren de route elke 6 uur",
    );
    expect(mail.text).toContain(`Bevestig de alert:\n${link}`);
    expect(mail.text).toContain("Reis: Enkele reis, 1 volwassene.");
    expect(mail.text).toContain(`Toch niet? Stop deze alert, zonder in te loggen: ${stop}`);
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${stop}>`);
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
      confirmationEmail(
        brand,
        "a@example.com",
        { ...route, maxPrice: null },
        { confirm: "https://x", stop: "https://y" },
        "every 6 hours",
        "en",
      ).text,
    ).toContain("We check the route every 6 hours and send at most one e-mail a day per alert.");
  });
});

describe("alert e-mails name the trip that was searched", () => {
  const trip = { ...route, tripType: "roundtrip" as const, returnDate: "2027-01-12", adults: 2, children: 1 };
  const business = { ...trip, cabin: "business" as const };

  it("confirmation: return day, travellers and cabin, in both languages, with a stop link", () => {
    const links = { confirm: "https://x/confirm", stop: "https://x/stop" };
    const en = plain(confirmationEmail(brand, "a@example.com", business, links, "every 6 hours", "en"));
    expect(en.text).toContain(
      "Please confirm that you want price alerts for AMS → JFK, leaving on Tue, Jan 5, 2027, back on Tue, Jan 12, 2027.",
    );
    expect(en.text).toContain("Trip: Return, 2 adults, 1 child, business. Prices are for the whole booking");
    expect(en.text).toContain("Stop this alert, no sign-in needed: https://x/stop");
    const nl = plain(confirmationEmail(brand, "a@example.com", business, links, "elke 6 uur", "nl"));
    expect(nl.text).toContain("vertrek op di 5 jan. 2027, terug op di 12 jan. 2027.");
    expect(nl.text).toContain("Reis: Retour, 2 volwassenen, 1 kind, business.");
  });

  it("price drop: the return day searched and the total for everyone", () => {
    const mail = (locale: "en" | "nl") =>
      plain(
        priceDropEmail(
          brand,
          "a@example.com",
          { ...drop(locale), route: business, searchedReturnDate: "2027-01-12" },
          locale,
        ),
      );
    expect(mail("en").text).toContain(
      "Return, 2 adults, 1 child, business, leaving on Tue, Jan 5, 2027 and back on Tue, Jan 12, 2027: the cheapest fare we found is $980.50 in total.",
    );
    expect(mail("nl").text).toContain(
      "Retour, 2 volwassenen, 1 kind, business, vertrek op di 5 jan. 2027 en terug op di 12 jan. 2027: de goedkoopste prijs die we vonden is US$ 980,50 in totaal.",
    );
  });
});
