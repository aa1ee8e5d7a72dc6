import { isAdultsOnlyEconomy, type Travellers } from "../../../core/search/travellers";
import type { Translate } from "../../../i18n/translator";

/**
 * Who the calendar's prices are for, in the page's language: "2 adults" for adults in economy,
 * else the people and the cabin, "2 adults, 1 child · Premium economy" (as the passengers button).
 */
export function travellersText(t: Translate, travellers: Travellers): string {
  const people = [t("results.travellers.adults", { count: travellers.adults })];
  if (isAdultsOnlyEconomy(travellers)) return people[0] as string;
  if (travellers.children > 0) people.push(t("results.travellers.children", { count: travellers.children }));
  if (travellers.infants > 0) people.push(t("results.travellers.infants", { count: travellers.infants }));
  return `${people.join(", ")} · ${t(`results.cabin.${travellers.cabin}`)}`;
}
