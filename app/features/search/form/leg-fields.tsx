import { ArrowLeftRight, Trash2 } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
import { MIN_LEGS, type PickerBounds } from "../../../core/search/search-rules";
import { Button } from "../../../ui/button";
import { useT } from "../../../ui/i18n";
import { DateField } from "./date-field";
import { EDIT_PARAM, editRemoveFlight } from "./form-edits";
import {
  type FormState,
  type LegState,
  type PlaceField,
  setLegDestination,
  type Validation,
  visibleLegs,
} from "./form-state";
import { PlaceCombobox } from "./place-combobox";
import { useRuleText } from "./use-rule-text";

export interface LegFieldsProps {
  /** The leg's place in the trip, from 0. */
  index: number;
  leg: LegState;
  state: FormState;
  /** How many legs the form shows: a multi-city flight can be removed while there are more than the minimum. */
  legCount: number;
  compact: boolean;
  /** Which fields the traveller has left (or the URL prefilled): only those show their hints. */
  touched: Record<string, boolean>;
  validation: Validation;
  pickers: PickerBounds | undefined;
  functionsBasePath: string;
  setState: Dispatch<SetStateAction<FormState>>;
  setLeg: (index: number, patch: Partial<LegState>) => void;
  touch: (key: string) => void;
  /** Before JavaScript runs, Remove flight submits the form to be sent back without this flight. */
  hydrated: boolean;
}

/**
 * One flight of the search: From, To with the swap button, the departure date and, on a return
 * trip, the return date; on Multi City each flight is a bordered group that can be removed.
 */
export function LegFields({
  index: i,
  leg,
  state,
  legCount,
  compact,
  touched,
  validation,
  pickers,
  functionsBasePath,
  setState,
  setLeg,
  touch,
  hydrated,
}: LegFieldsProps) {
  const t = useT();
  const say = useRuleText();
  const number = i + 1;
  return (
    <fieldset
      className={state.tripType === "multicity" ? "rounded-lg border border-slate-200 p-3" : ""}
      data-testid={`leg-${i}`}
    >
      {state.tripType === "multicity" ? (
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("search.leg.flight", { number })}</legend>
      ) : (
        <legend className="sr-only">{t("search.leg.routeAndDates")}</legend>
      )}
      <div className={`grid gap-3 ${compact ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-4"}`}>
        <PlaceCombobox
          label={t("search.leg.from")}
          name="from"
          placeholder={t("search.leg.fromPlaceholder")}
          value={leg.from}
          onChange={(v: PlaceField) => setLeg(i, { from: v })}
          onBlur={() => touch(`from${i}`)}
          hint={touched[`from${i}`] ? say(validation.legs[i]?.from) : undefined}
          functionsBasePath={functionsBasePath}
          testId={`from-${i}`}
        />
        <div className="relative">
          <PlaceCombobox
            label={t("search.leg.to")}
            name="to"
            placeholder={t("search.leg.toPlaceholder")}
            value={leg.to}
            onChange={(v: PlaceField) => setState((s) => setLegDestination(s, i, v))}
            onBlur={() => touch(`to${i}`)}
            hint={touched[`to${i}`] ? say(validation.legs[i]?.to) : undefined}
            functionsBasePath={functionsBasePath}
            testId={`to-${i}`}
          />
          {/* After To in the DOM: From → To stays one Tab apart; it sits on To's label row. */}
          <button
            type="button"
            onClick={() => setLeg(i, { from: leg.to, to: leg.from })}
            aria-label={state.tripType === "multicity" ? t("search.leg.swapFlight", { number }) : t("search.leg.swap")}
            title={t("search.leg.swap")}
            data-testid={`swap-${i}`}
            className="absolute -top-0.5 right-0 z-10 inline-flex h-6 w-6 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <ArrowLeftRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        <DateField
          label={t("search.leg.departureDate")}
          name="date"
          value={leg.date}
          onChange={(v) => setLeg(i, { date: v })}
          onBlur={() => touch(`date${i}`)}
          hint={touched[`date${i}`] ? say(validation.legs[i]?.date) : undefined}
          testId={`date-${i}`}
          min={pickers?.legs[i]?.earliest}
          max={pickers?.legs[i]?.latest}
        />
        {state.tripType === "roundtrip" && i === 0 && (
          <DateField
            label={t("search.leg.returnDate")}
            name="returnDate"
            value={state.returnDate}
            onChange={(v) => setState((s) => ({ ...s, returnDate: v }))}
            onBlur={() => touch("returnDate")}
            hint={touched.returnDate ? say(validation.returnDate) : undefined}
            testId="return-date"
            min={pickers?.returnDate.earliest}
            max={pickers?.returnDate.latest}
          />
        )}
      </div>
      {state.tripType === "multicity" && legCount > MIN_LEGS && (
        <Button
          {...(hydrated ? {} : { type: "submit" as const, name: EDIT_PARAM, value: editRemoveFlight(number) })}
          onClick={() => setState((s) => ({ ...s, legs: visibleLegs(s).filter((_, j) => j !== i) }))}
          variant="danger"
          size="sm"
          className="mt-2"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" /> {t("search.leg.remove", { number })}
        </Button>
      )}
    </fieldset>
  );
}
