import type { MessageKey } from "../../i18n/message-key";

/**
 * The curated tools of /tools. Plain data, shared by the page and the /api/out allow-list. Their
 * words are keys of the `tools` namespace, so the page shows them in its own language.
 */

const TOOL_CATEGORIES = [
  { code: "CONNECTIVITY", label: "tools.category.connectivity" },
  { code: "ESIM", label: "tools.category.esim" },
  { code: "WORK_SECURITY", label: "tools.category.workSecurity" },
  { code: "FINANCE", label: "tools.category.finance" },
  { code: "INSURANCE", label: "tools.category.insurance" },
  { code: "LUGGAGE", label: "tools.category.luggage" },
] as const satisfies ReadonlyArray<{ code: string; label: MessageKey }>;

type ToolCategoryCode = (typeof TOOL_CATEGORIES)[number]["code"];

export interface Tool {
  id: string;
  name: string;
  /** Partner id used in /api/out?to=… and logged as the click's program. */
  partner: string;
  category: ToolCategoryCode;
  /** The partner's logo, a file of our own in public/logos (sources in public/logos/README.md). */
  logo: string;
  blurb: MessageKey;
  bullets: MessageKey[];
  /** Environment variable that may override the partner URL (e.g. an affiliate link). */
  envUrlVar: string;
  /** The partner's public home page, used when the env var is not set. */
  defaultUrl: string;
  badge?: MessageKey;
}

export const TOOLS: Tool[] = [
  {
    id: "airalo",
    logo: "/logos/airalo.svg",
    name: "Airalo",
    partner: "airalo",
    category: "ESIM",
    badge: "tools.badge.topPick",
    blurb: "tools.airalo.blurb",
    bullets: ["tools.airalo.bullet1", "tools.airalo.bullet2", "tools.airalo.bullet3"],
    envUrlVar: "TOOL_URL_AIRALO",
    defaultUrl: "https://www.airalo.com/",
  },
  {
    id: "nordvpn",
    logo: "/logos/nordvpn.svg",
    name: "NordVPN",
    partner: "nordvpn",
    category: "WORK_SECURITY",
    blurb: "tools.nordvpn.blurb",
    bullets: ["tools.nordvpn.bullet1", "tools.nordvpn.bullet2", "tools.nordvpn.bullet3"],
    envUrlVar: "TOOL_URL_NORDVPN",
    defaultUrl: "https://nordvpn.com/",
  },
  {
    id: "wise",
    logo: "/logos/wise.svg",
    name: "Wise",
    partner: "wise",
    category: "FINANCE",
    blurb: "tools.wise.blurb",
    bullets: ["tools.wise.bullet1", "tools.wise.bullet2", "tools.wise.bullet3"],
    envUrlVar: "TOOL_URL_WISE",
    defaultUrl: "https://wise.com/",
  },
  {
    id: "revolut",
    logo: "/logos/revolut.svg",
    name: "Revolut",
    partner: "revolut",
    category: "FINANCE",
    blurb: "tools.revolut.blurb",
    bullets: ["tools.revolut.bullet1", "tools.revolut.bullet2", "tools.revolut.bullet3"],
    envUrlVar: "TOOL_URL_REVOLUT",
    defaultUrl: "https://www.revolut.com/",
  },
  {
    id: "world-nomads",
    logo: "/logos/world-nomads.svg",
    name: "World Nomads",
    partner: "worldnomads",
    category: "INSURANCE",
    blurb: "tools.worldNomads.blurb",
    bullets: ["tools.worldNomads.bullet1", "tools.worldNomads.bullet2", "tools.worldNomads.bullet3"],
    envUrlVar: "TOOL_URL_WORLD_NOMADS",
    defaultUrl: "https://www.worldnomads.com/",
  },
  {
    id: "away",
    logo: "/logos/away.svg",
    name: "Away",
    partner: "away",
    category: "LUGGAGE",
    blurb: "tools.away.blurb",
    bullets: ["tools.away.bullet1", "tools.away.bullet2", "tools.away.bullet3"],
    envUrlVar: "TOOL_URL_AWAY",
    defaultUrl: "https://www.awaytravel.com/",
  },
];

/** The outbound link of a tool's button: our redirect, never the partner URL itself. */
export const outboundHref = (tool: Tool, src = "tools") =>
  `/api/out?to=${encodeURIComponent(tool.partner)}&src=${encodeURIComponent(src)}`;

/** Categories with at least one tool, in the nav's order. */
export const categoriesWithTools = () => TOOL_CATEGORIES.filter((c) => TOOLS.some((t) => t.category === c.code));
