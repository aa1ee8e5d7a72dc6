/** The curated tools of /tools. Plain data, shared by the page and the /api/out allow-list. */

const TOOL_CATEGORIES = [
  { code: "CONNECTIVITY", label: "Connectivity" },
  { code: "ESIM", label: "eSIM data" },
  { code: "WORK_SECURITY", label: "Work & security" },
  { code: "FINANCE", label: "Money & cards" },
  { code: "INSURANCE", label: "Travel insurance" },
  { code: "LUGGAGE", label: "Luggage" },
] as const;

type ToolCategoryCode = (typeof TOOL_CATEGORIES)[number]["code"];

export interface Tool {
  id: string;
  name: string;
  /** Partner id used in /api/out?to=… and logged as the click's program. */
  partner: string;
  category: ToolCategoryCode;
  /** Optional logo image path of our own; when absent the logo chain (tool-logo.tsx) is used. */
  logo?: string;
  /** Known company domain; when absent the logo comes from the company suggestion lookup. */
  domain?: string;
  blurb: string;
  bullets: string[];
  /** Environment variable that may override the partner URL (e.g. an affiliate link). */
  envUrlVar: string;
  /** The partner's public home page, used when the env var is not set. */
  defaultUrl: string;
  badge?: string;
}

export const TOOLS: Tool[] = [
  {
    id: "airalo",
    name: "Airalo",
    partner: "airalo",
    category: "ESIM",
    domain: "airalo.com",
    badge: "Top pick",
    blurb:
      "Buy a prepaid eSIM data plan before you leave and get online when you land, without hunting for a local SIM.",
    bullets: [
      "Data plans for single countries, regions and global travel",
      "Install before departure, activate on arrival",
      "Needs an unlocked phone that supports eSIM",
    ],
    envUrlVar: "TOOL_URL_AIRALO",
    defaultUrl: "https://www.airalo.com/",
  },
  {
    id: "nordvpn",
    name: "NordVPN",
    partner: "nordvpn",
    category: "WORK_SECURITY",
    domain: "nordvpn.com",
    blurb:
      "A VPN encrypts your traffic on hotel, airport and café Wi-Fi, which is useful when you work or bank on the road.",
    bullets: [
      "Apps for phones, laptops and tablets",
      "Encrypts traffic on untrusted networks",
      "Paid subscription; check local laws on VPN use",
    ],
    envUrlVar: "TOOL_URL_NORDVPN",
    defaultUrl: "https://nordvpn.com/",
  },
  {
    id: "wise",
    name: "Wise",
    partner: "wise",
    category: "FINANCE",
    domain: "wise.com",
    blurb: "A multi-currency account and debit card that shows the conversion fee up front before you send or spend.",
    bullets: [
      "Hold and convert money in many currencies",
      "Debit card for spending abroad",
      "Fees shown before you confirm a transfer",
    ],
    envUrlVar: "TOOL_URL_WISE",
    defaultUrl: "https://wise.com/",
  },
  {
    id: "revolut",
    name: "Revolut",
    partner: "revolut",
    category: "FINANCE",
    domain: "revolut.com",
    blurb:
      "An app-based account with a card for spending in other currencies, with controls to freeze the card in the app.",
    bullets: [
      "Spend and exchange in many currencies",
      "Freeze and unfreeze your card in the app",
      "Allowances and fees depend on your plan and country",
    ],
    envUrlVar: "TOOL_URL_REVOLUT",
    defaultUrl: "https://www.revolut.com/",
  },
  {
    id: "world-nomads",
    name: "World Nomads",
    partner: "worldnomads",
    category: "INSURANCE",
    domain: "worldnomads.com",
    blurb:
      "Travel insurance for independent travellers, with plans that can include emergency medical cover and trip cancellation.",
    bullets: [
      "Available to residents of many countries",
      "Cover depends on the plan and where you live",
      "Read the policy wording for limits and exclusions",
    ],
    envUrlVar: "TOOL_URL_WORLD_NOMADS",
    defaultUrl: "https://www.worldnomads.com/",
  },
  {
    id: "away",
    name: "Away",
    partner: "away",
    category: "LUGGAGE",
    // No domain on file: the logo comes from the company suggestion lookup.
    blurb: "Hard-shell carry-on and checked suitcases. Check your airline's cabin size limits before you pick a size.",
    bullets: [
      "Carry-on and checked sizes",
      "Hard-shell cases with spinner wheels",
      "Cabin size limits differ between airlines",
    ],
    envUrlVar: "TOOL_URL_AWAY",
    defaultUrl: "https://www.awaytravel.com/",
  },
];

/** The outbound link of a tool's button: our redirect, never the partner URL itself. */
export const outboundHref = (tool: Tool, src = "tools") =>
  `/api/out?to=${encodeURIComponent(tool.partner)}&src=${encodeURIComponent(src)}`;

/** Categories with at least one tool, in the nav's order. */
export const categoriesWithTools = () => TOOL_CATEGORIES.filter((c) => TOOLS.some((t) => t.category === c.code));

/** Logo initials: the first letters of the first two words, upper-case ("World Nomads" → "WN"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("")
    .toUpperCase();
}
