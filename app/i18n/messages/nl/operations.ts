import type { Translation } from "../../message-key";
import type { operations as english } from "../en/operations";

export const operations: Translation<typeof english> = {
  "operations.misconfiguredOrigin":
    "Deze site is verkeerd ingesteld: hij is geopend op {opened}, maar ingesteld voor {configured}, dus het formulier is geweigerd. Open de site op {configured}, of vraag de beheerder om PUBLIC_SITE_URL in te stellen op het adres dat bezoekers gebruiken.",
};
