import type { BagAllowance, BagPrice } from "../../../core/offers/bags";
import { isLowerEmissions } from "../../../core/offers/emissions";
import { formatKilograms, formatPercent } from "../../../format/measures";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import { Badge } from "../../../ui/badge";
import { useLocale, useT } from "../../../ui/i18n";

/**
 * "≈ 412 kg CO₂e (estimate)", with the "Lower emissions" badge when the itinerary is at least 15 %
 * below the median of the leg's results (the badge says by how much).
 */
export function EmissionsNote({ kg, median }: { kg: number | undefined; median: number | null }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  if (kg === undefined) return null;
  const lower = isLowerEmissions(kg, median);
  return (
    // One line from the sm breakpoint up (the card's extras row is one line there); on a phone the
    // badge goes under the figure rather than past the card's edge.
    <span
      className="inline-flex max-w-full shrink-0 flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap sm:max-w-none sm:flex-nowrap"
      data-testid="emissions"
      data-kg={kg}
    >
      <span title={t("offers.emissions.about")}>
        {t("offers.emissions.value", { kg: formatKilograms(kg, locale) })}
      </span>
      {lower && median !== null && (
        <>
          <Badge tone="ok" pill className="text-xs">
            <span data-testid="lower-emissions">{t("offers.emissions.lower")}</span>
          </Badge>
          <span className="sr-only">
            {t("offers.emissions.lowerDetail", {
              percent: formatPercent(Math.round((1 - kg / median) * 100) / 100, locale),
              kg: formatKilograms(median, locale),
            })}
          </span>
        </>
      )}
    </span>
  );
}

/**
 * The typical allowance: cabin bag, checked bags or the typical fee, labelled as a typical policy. On
 * the card it is cut with an ellipsis from the sm breakpoint (`truncate`); the flight details show it whole.
 */
export function BagsNote({
  bags,
  currency,
  truncate = false,
}: {
  bags: BagAllowance | undefined;
  currency: string;
  truncate?: boolean;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const text = bags
    ? `${t(bags.cabinBag ? "offers.bags.cabin" : "offers.bags.smallOnly")} · ${
        bags.pieces > 0
          ? bags.kg
            ? t("offers.bags.checkedKg", { count: bags.pieces, kg: formatKilograms(bags.kg, locale) })
            : t("offers.bags.checked", { count: bags.pieces })
          : bags.feeUsd !== undefined && currency === "USD"
            ? t("offers.bags.checkedFee", { fee: formatPrice(bags.feeUsd, "USD", locale) })
            : t("offers.bags.checkedPaid")
      } · ${t("offers.bags.typical")}`
    : t("offers.bags.unknown");
  return (
    <span
      className={truncate ? "min-w-0 sm:truncate" : undefined}
      title={truncate ? text : undefined}
      data-testid="bags"
    >
      {text}
    </span>
  );
}

/** Under the price when prices include a checked bag: what was added, or why nothing was. */
export function BagPriceNote({ bagPrice, currency }: { bagPrice: BagPrice; currency: string }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  return (
    <span className="block text-xs text-slate-600" data-testid="bag-price" data-kind={bagPrice.kind}>
      {bagPrice.kind === "added"
        ? t("offers.bagPrice.added", { fee: formatPrice(bagPrice.fee, currency, locale) })
        : t(bagPrice.kind === "included" ? "offers.bagPrice.included" : "offers.bagPrice.unknown")}
    </span>
  );
}
