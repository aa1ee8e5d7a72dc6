/** What the server tells a visitor when its own set-up stands in the way (a wrong PUBLIC_SITE_URL). */
export const operations = {
  "operations.misconfiguredOrigin":
    "This site is misconfigured: it was opened at {opened}, but it is set up for {configured}, so the form was refused. Open the site at {configured}, or ask its operator to set PUBLIC_SITE_URL to the address visitors use.",
} as const;
