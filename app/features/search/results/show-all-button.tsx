import { formatWholeNumber } from "../../../format/numbers";
import { intlLocale } from "../../../i18n/locales";
import { Button } from "../../../ui/button";
import { useLocale, useLocalePath, useT } from "../../../ui/i18n";
import { HiddenParams } from "./hidden-params";
import { SHOW_ALL_PARAM } from "./result-params";

/**
 * "Show all N flights" under the first cards. A GET form: without JavaScript it reloads /search
 * with `show=all` (the search, filters and sort kept); with JavaScript it shows the rest in place.
 */
export function ShowAllButton({
  count,
  params,
  onShowAll,
}: {
  count: number;
  params: URLSearchParams;
  onShowAll: () => void;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const localePath = useLocalePath();
  return (
    <form method="get" action={localePath("/search")} className="mt-3">
      <HiddenParams params={params} except={[SHOW_ALL_PARAM]} />
      <Button
        type="submit"
        name={SHOW_ALL_PARAM}
        value="all"
        onClick={(event) => {
          event.preventDefault();
          onShowAll();
        }}
        variant="secondary"
        className="text-sm"
      >
        {t("results.showAll", { count: formatWholeNumber(count, locale) })}
      </Button>
    </form>
  );
}
