import type { Translation } from "../../message-key";
import type { contact as english } from "../en/contact";

export const contact: Translation<typeof english> = {
  "contact.form.honeypot": "Laat dit veld leeg",
  "contact.form.received":
    "Bedankt, je bericht is bij ons supportteam aangekomen. We hebben een bevestiging gestuurd naar {email} en antwoorden per e-mail.",
  "contact.form.rateLimited":
    "Je hebt in korte tijd een paar berichten gestuurd. Probeer het over {minutes, plural, one {# minuut} other {# minuten}} opnieuw, of mail naar <link>{supportEmail}</link>.",
  "contact.error.nameLong": "Houd je naam korter dan 100 tekens.",
  "contact.error.emailLong": "Vul een e-mailadres in van hoogstens 254 tekens.",
  "contact.error.subjectLong": "Houd het onderwerp korter dan 150 tekens.",
  "contact.error.messageLong": "Houd je bericht korter dan 5.000 tekens.",
  "contact.email.confirm.subject": "We hebben je bericht ontvangen – {brand}",
  "contact.email.confirm.intro": "Bedankt voor je bericht aan {brand}. Het is bij ons supportteam aangekomen.",
  "contact.email.confirm.reply":
    "We antwoorden per e-mail op dit adres, meestal binnen een paar werkdagen. Je hoeft niet opnieuw te schrijven.",
  "contact.email.confirm.why":
    "Je krijgt deze e-mail omdat dit adres is ingevuld in het contactformulier op de website van {brand}. Was jij dat niet? Dan kun je deze e-mail negeren.",
};
