/**
 * What the OpenFlights airline data lacks or has stale (decision 110): alliance
 * membership and today's trading names. Curated from the alliances' and airlines'
 * own member lists, as of November 2026 (SAS and Virgin Atlantic in SkyTeam since
 * 2024/2023, Hawaiian and Oman Air in oneworld, ITA Airways left SkyTeam, Czech
 * Airlines ceased flying). Review when an alliance announces a change.
 */

export type Alliance = "star" | "skyteam" | "oneworld";

export const ALLIANCE_LABELS: Record<Alliance, string> = {
  star: "Star Alliance",
  skyteam: "SkyTeam",
  oneworld: "oneworld",
};

export const ALLIANCE_MEMBERS: Record<Alliance, readonly string[]> = {
  star: [
    "A3",
    "AC",
    "AI",
    "AV",
    "BR",
    "CA",
    "CM",
    "ET",
    "LH",
    "LO",
    "LX",
    "MS",
    "NH",
    "NZ",
    "OS",
    "OU",
    "OZ",
    "SA",
    "SN",
    "SQ",
    "TG",
    "TK",
    "TP",
    "UA",
    "ZH",
  ],
  skyteam: ["AF", "AM", "AR", "CI", "DL", "GA", "KE", "KL", "KQ", "ME", "MF", "MU", "RO", "SK", "SV", "UX", "VN", "VS"],
  oneworld: ["AA", "AS", "AT", "AY", "BA", "CX", "FJ", "HA", "IB", "JL", "MH", "QF", "QR", "RJ", "UL", "WY"],
};

const ALLIANCE_OF = new Map<string, Alliance>();
for (const [alliance, codes] of Object.entries(ALLIANCE_MEMBERS) as [Alliance, readonly string[]][]) {
  for (const code of codes) ALLIANCE_OF.set(code, alliance);
}

/** The alliance an airline belongs to, or undefined for one in none. */
export function allianceOf(code: string): Alliance | undefined {
  return ALLIANCE_OF.get(code.toUpperCase());
}

/** Names travellers know today where OpenFlights keeps an old or legal name (AZ is ITA Airways, not Alitalia). */
export const CURRENT_NAMES: Readonly<Record<string, string>> = {
  "6E": "IndiGo",
  AI: "Air India",
  AM: "Aeroméxico",
  AR: "Aerolíneas Argentinas",
  AV: "Avianca",
  AZ: "ITA Airways",
  B6: "JetBlue",
  DY: "Norwegian",
  FJ: "Fiji Airways",
  FZ: "flydubai",
  G3: "GOL",
  IB: "Iberia",
  JQ: "Jetstar",
  KL: "KLM",
  LX: "Swiss",
  MU: "China Eastern",
  SK: "SAS Scandinavian Airlines",
  SV: "Saudia",
  TP: "TAP Air Portugal",
  VS: "Virgin Atlantic",
  VY: "Vueling",
};
