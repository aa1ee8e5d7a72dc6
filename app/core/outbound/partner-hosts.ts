/**
 * The flight partners a hand-off may land on, by affiliate program: the only hosts (and their
 * subdomains) a target may have, over https. A source's per-offer link that names any other
 * host is never followed; the partner's own search is built instead. Plain data, so the browser
 * and the server apply the same list.
 */
export const FLIGHT_PARTNER_HOSTS = {
  kiwi: ["kiwi.com"],
  aviasales: ["aviasales.com"],
} as const satisfies Record<string, readonly string[]>;

export type FlightPartner = keyof typeof FLIGHT_PARTNER_HOSTS;

/** True when `url` is an absolute https URL on one of the partner's hosts or their subdomains. */
export function isFlightPartnerUrl(url: string | null | undefined, partner: FlightPartner): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" || parsed.username || parsed.password) return false;
    return FLIGHT_PARTNER_HOSTS[partner].some((h) => parsed.hostname === h || parsed.hostname.endsWith(`.${h}`));
  } catch {
    return false;
  }
}
