import { type AffiliateLinkInput, partnerName, partnerTarget } from "../../core/affiliate/affiliate-link";
import { describeHandOff, type HandOff } from "../../core/affiliate/hand-off";
import { formatDate } from "../../format/dates";
import { intlLocale } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";
import { useLocale, useT } from "../../ui/i18n";

/** The hand-off of a link input, or null when no link can be built (PartnerLink then says so on click). */
export function handOffOf(link: Omit<AffiliateLinkInput, "subId">): HandOff | null {
  try {
    return describeHandOff(partnerTarget(link));
  } catch {
    return null;
  }
}

/** One sentence saying where the partner link goes: this offer, or the partner's search for that route and day. */
function handOffSentence(t: Translate, handOff: HandOff, locale: string): string {
  const partner = partnerName(handOff.program);
  if (handOff.kind === "offer") return t("results.card.handoffOffer", { partner });
  if (handOff.kind === "home") return t("results.card.handoffHome", { partner });
  const { from, to, departure, returnDate } = handOff;
  if (!departure) return t("results.card.handoffRoute", { partner, from, to });
  const day = formatDate(departure, "weekdayDay", locale);
  if (!returnDate) return t("results.card.handoffSearch", { partner, from, to, day });
  return t("results.card.handoffSearchReturn", {
    partner,
    from,
    to,
    day,
    returnDay: formatDate(returnDate, "weekdayDay", locale),
  });
}

/** The sentence as text beside the button; its id is the button's accessible description. */
export function HandOffNote({ handOff, id }: { handOff: HandOff; id: string }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  return (
    <span id={id} className="block" data-testid="handoff-note" data-kind={handOff.kind}>
      {handOffSentence(t, handOff, locale)}
    </span>
  );
}
