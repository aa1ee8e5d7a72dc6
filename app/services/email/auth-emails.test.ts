import { describe, expect, it } from "vitest";
import { brandFor } from "../../brand/brand";
import { authEmail } from "./auth-emails";

const brand = brandFor("https://fareline.example");
const LINK = "https://fareline.example/auth/callback?code=abc123&type=signup";

describe("account e-mails", () => {
  it.each([
    [
      "confirm-signup",
      "Confirm your Fareline account",
      "expires in 1 hour",
      "someone signed up for Fareline",
      "Confirm your e-mail address",
      "Welcome to Fareline. Confirm your e-mail address",
      "Confirm my e-mail",
    ],
    [
      "magic-link",
      "Your Fareline sign-in link",
      "expires in 15 minutes",
      "a sign-in link was requested",
      "Sign in to Fareline",
      "Use the link below to sign in. No password needed.",
      "Sign in",
    ],
    [
      "reset-password",
      "Reset your Fareline password",
      "expires in 1 hour",
      "a password reset was requested",
      "Reset your password",
      "Use the link below to choose a new password.",
      "Choose a new password",
    ],
    [
      "second-factor-locked",
      "Your Fareline authenticator codes are locked",
      "expires in 24 hours",
      "wrong two-factor codes were entered",
      "Authenticator codes locked",
      "Someone entered five wrong codes from your authenticator app",
      "Unlock my codes",
    ],
  ] as const)(
    "%s: subject, heading, link in both parts, expiry and why it was sent",
    (kind, subject, expiry, why, heading, intro, button) => {
      const mail = authEmail(kind, brand, "ann@example.com", LINK);
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(`${heading}\n\n${intro}`)).toBe(true);
      expect(mail.html).toContain(`<h1 style="margin:0 0 12px;font-size:22px">${heading}</h1>`);
      expect(mail.html).toContain(`<title>${subject}</title>`);
      expect(mail.html).toContain(`>${button}</a>`);
      expect(mail.text).toContain("Fareline · Cheap flights, no airport switches · https://fareline.example");
      expect(mail.to).toBe("ann@example.com");
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(expiry);
        expect(part).toContain(why);
        expect(part).toContain("support@fareline.example");
      }
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK.replace(/&/g, "&amp;")}"`);
    },
  );

  it("escapes what it puts into HTML", () => {
    const mail = authEmail("magic-link", brand, "a@example.com", 'https://fareline.example/x?a="<b>');
    expect(mail.html).not.toContain('"<b>');
    expect(mail.html).toContain("&quot;&lt;b&gt;");
  });
});

describe("account e-mail layout", () => {
  it("lays the plain-text part out line by line", () => {
    expect(authEmail("magic-link", brand, "ann@example.com", LINK).text).toBe(
      [
        "Sign in to Fareline",
        "",
        "Use the link below to sign in. No password needed.",
        "",
        LINK,
        "",
        "This link works once and expires in 15 minutes.",
        "",
        "You received this e-mail because a sign-in link was requested for this address on Fareline. If it wasn't you, ignore it: nobody can sign in without the link.",
        "",
        "Fareline · Cheap flights, no airport switches · https://fareline.example",
        "Questions? support@fareline.example",
      ].join("\n"),
    );
  });

  it("escapes apostrophes too", () => {
    expect(authEmail("reset-password", brand, "a@example.com", "https://fareline.example/?q='x'").html).toContain(
      "?q=&#39;x&#39;",
    );
  });
});

describe("account e-mails in Dutch", () => {
  const DUTCH_LINK = "https://fareline.example/nl/auth/callback?code=abc123&type=signup";

  it.each([
    [
      "confirm-signup",
      "Bevestig je Fareline-account",
      "Bevestig je e-mailadres",
      "Mijn e-mailadres bevestigen",
      "verloopt over 1 uur",
    ],
    ["magic-link", "Je inloglink voor Fareline", "Inloggen bij Fareline", "Inloggen", "verloopt over 15 minuten"],
    [
      "reset-password",
      "Nieuw wachtwoord voor Fareline",
      "Kies een nieuw wachtwoord",
      "Nieuw wachtwoord kiezen",
      "verloopt over 1 uur",
    ],
    [
      "second-factor-locked",
      "Je authenticatorcodes voor Fareline zijn geblokkeerd",
      "Authenticatorcodes geblokkeerd",
      "Mijn codes deblokkeren",
      "verloopt over 24 uur",
    ],
  ] as const)(
    "%s: Dutch subject, heading, button, expiry, with the /nl link",
    (kind, subject, heading, button, expiry) => {
      const mail = authEmail(kind, brand, "an@example.nl", DUTCH_LINK, "nl");
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(`${heading}\n\n`)).toBe(true);
      expect(mail.html).toContain(`<html lang="nl">`);
      expect(mail.html).toContain(`<title>${subject}</title>`);
      expect(mail.html).toContain(`>${button}</a>`);
      expect(mail.html).toContain(`href="${DUTCH_LINK.replace(/&/g, "&amp;")}"`);
      expect(mail.text).toContain(DUTCH_LINK);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(expiry);
        expect(part).toContain("Je krijgt deze e-mail omdat");
        expect(part).toContain("Vragen? support@fareline.example");
        expect(part).toContain("https://fareline.example/nl");
        // No English sentence left in a Dutch e-mail.
        expect(part).not.toMatch(/expires in|You received|Questions\?|paste this link/);
      }
    },
  );

  it("lays the Dutch plain-text part out line by line", () => {
    expect(authEmail("reset-password", brand, "an@example.nl", DUTCH_LINK, "nl").text).toBe(
      [
        "Kies een nieuw wachtwoord",
        "",
        "Kies met de link hieronder een nieuw wachtwoord.",
        "",
        DUTCH_LINK,
        "",
        "Deze link werkt één keer en verloopt over 1 uur.",
        "",
        "Je krijgt deze e-mail omdat er bij Fareline een nieuw wachtwoord voor dit adres is aangevraagd. Was jij dat niet? Negeer deze e-mail dan: je wachtwoord blijft hetzelfde.",
        "",
        "Fareline · Goedkope vluchten zonder luchthavenwissel · https://fareline.example/nl",
        "Vragen? support@fareline.example",
      ].join("\n"),
    );
  });
});
