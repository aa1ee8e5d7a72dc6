/** The travel tools page. */
export const tools = {
  "tools.meta.title": "Travel Tools: eSIM, VPN, Money, Insurance and Luggage | {brand}",
  "tools.meta.description":
    "A short, curated list of travel tools we think are useful: an eSIM for data abroad, a VPN, two travel money apps, travel insurance and luggage.",
  "tools.jsonLd.name": "{brand} travel tools",
  "tools.title": "Travel tools",
  "tools.intro":
    "A short list of products that solve common travel problems: staying online, working safely, paying abroad, insuring the trip and carrying your things.",
  "tools.disclosure": "Some of these links may earn {brand} a commission at no extra cost to you.",
  "tools.disclosureLink": "How we make money",
  "tools.categories": "Tool categories",
  "tools.get": "Get {name}",
  "tools.newTab": "(opens in a new tab)",
  "tools.badge.topPick": "Top pick",
  "tools.category.connectivity": "Connectivity",
  "tools.category.esim": "eSIM data",
  "tools.category.workSecurity": "Work & security",
  "tools.category.finance": "Money & cards",
  "tools.category.insurance": "Travel insurance",
  "tools.category.luggage": "Luggage",
  "tools.airalo.blurb":
    "Buy a prepaid eSIM data plan before you leave and get online when you land, without hunting for a local SIM.",
  "tools.airalo.bullet1": "Data plans for single countries, regions and global travel",
  "tools.airalo.bullet2": "Install before departure, activate on arrival",
  "tools.airalo.bullet3": "Needs an unlocked phone that supports eSIM",
  "tools.nordvpn.blurb":
    "A VPN encrypts your traffic on hotel, airport and café Wi-Fi, which is useful when you work or bank on the road.",
  "tools.nordvpn.bullet1": "Apps for phones, laptops and tablets",
  "tools.nordvpn.bullet2": "Encrypts traffic on untrusted networks",
  "tools.nordvpn.bullet3": "Paid subscription; check local laws on VPN use",
  "tools.wise.blurb":
    "A multi-currency account and debit card that shows the conversion fee up front before you send or spend.",
  "tools.wise.bullet1": "Hold and convert money in many currencies",
  "tools.wise.bullet2": "Debit card for spending abroad",
  "tools.wise.bullet3": "Fees shown before you confirm a transfer",
  "tools.revolut.blurb":
    "An app-based account with a card for spending in other currencies, with controls to freeze the card in the app.",
  "tools.revolut.bullet1": "Spend and exchange in many currencies",
  "tools.revolut.bullet2": "Freeze and unfreeze your card in the app",
  "tools.revolut.bullet3": "Allowances and fees depend on your plan and country",
  "tools.worldNomads.blurb":
    "Travel insurance for independent travellers, with plans that can include emergency medical cover and trip cancellation.",
  "tools.worldNomads.bullet1": "Available to residents of many countries",
  "tools.worldNomads.bullet2": "Cover depends on the plan and where you live",
  "tools.worldNomads.bullet3": "Read the policy wording for limits and exclusions",
  "tools.away.blurb":
    "Hard-shell carry-on and checked suitcases. Check your airline's cabin size limits before you pick a size.",
  "tools.away.bullet1": "Carry-on and checked sizes",
  "tools.away.bullet2": "Hard-shell cases with spinner wheels",
  "tools.away.bullet3": "Cabin size limits differ between airlines",
} as const;
