/** Brand constants: the one place the product's name and addresses live (its tagline is words: the catalogue's shell.tagline). */
export const BRAND_NAME = "Fareline";
export const BRAND_COMPANY = "Fareline LLC";

export interface Brand {
  name: string;
  company: string;
  siteUrl: string;
  domain: string;
  supportEmail: string;
  alertsEmail: string;
}

/** Addresses follow the public site's domain, so a staging site mails from its own domain. */
export function brandFor(siteUrl: string): Brand {
  const domain = new URL(siteUrl).hostname;
  return {
    name: BRAND_NAME,
    company: BRAND_COMPANY,
    siteUrl,
    domain,
    supportEmail: `support@${domain}`,
    alertsEmail: `alerts@${domain}`,
  };
}
