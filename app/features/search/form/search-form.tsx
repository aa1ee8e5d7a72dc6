import { Loader2, Plus, Search } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchDateWindow } from "../../../core/search/search-params";
import { MAX_LEGS } from "../../../core/search/search-rules";
import { Button } from "../../../ui/button";
import { useLocale, useLocalePath, useT } from "../../../ui/i18n";
import { TabList, TabPanel, useTabIds } from "../../../ui/tabs";
import { useHydrated } from "../../../ui/use-hydrated";
import { EDIT_ADD_FLIGHT, EDIT_PARAM } from "./form-edits";
import {
  datePickers,
  type FormState,
  type LegState,
  nextLeg,
  toSearchParams,
  validateForm,
  visibleLegs,
} from "./form-state";
import { LegFields } from "./leg-fields";
import { TravellersPicker } from "./travellers-picker";
import { TRIP_ITEM_CLASS, TRIP_LIST_CLASS, TRIP_TABS, TripTypeLinks } from "./trip-type-links";

export interface SearchFormProps {
  initial: FormState;
  functionsBasePath: string;
  /** True while /search is fetching results. */
  busy?: boolean;
  compact?: boolean;
}

/**
 * The search form (home hero and /search). A real GET form to /search (/nl/search on a Dutch
 * page), so it works without JavaScript: the trip type is then a link per type and Add flight /
 * Remove flight submit the form as it stands to be sent back changed (form-edits.ts); the
 * server applies the same rules and says the same sentences. With JavaScript it validates as
 * you go (search-rules.ts, reading dates as the page's language types them) and navigates.
 * The first render is the same on both sides (hydration); the tabs replace the links after it.
 */
export function SearchForm({ initial, functionsBasePath, busy = false, compact = false }: SearchFormProps) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [state, setState] = useState<FormState>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>(() => {
    // Prefilled fields (from the URL) show their hints straight away.
    const t: Record<string, boolean> = {};
    initial.legs.forEach((leg, i) => {
      if (leg.from.text) t[`from${i}`] = true;
      if (leg.to.text) t[`to${i}`] = true;
      if (leg.date) t[`date${i}`] = true;
    });
    if (initial.returnDate || (initial.tripType === "roundtrip" && initial.legs[0]?.date)) t.returnDate = true;
    return t;
  });
  const hydrated = useHydrated();
  const tabIds = useTabIds();
  const [submitting, setSubmitting] = useState(false);
  // A new URL (e.g. the price strip or back/forward) re-prefills the form. Set while rendering, not
  // in an effect, so the first render keeps what was typed before hydration.
  const [prefilledFrom, setPrefilledFrom] = useState(initial);
  if (prefilledFrom !== initial) {
    setPrefilledFrom(initial);
    setState(initial);
  }
  const location = useLocation();
  // Each completed navigation (or the end of a run) ends the "Searching…" state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks a finished navigation.
  useEffect(() => {
    if (!busy) setSubmitting(false);
  }, [busy, location.key]);

  const validation = useMemo(() => validateForm(state, new Date(), locale, { typedNames: true }), [state, locale]);
  // The picker's window, once hydrated (the server's clock may be a day apart from the browser's).
  const dateWindow = useMemo(() => (hydrated ? searchDateWindow() : undefined), [hydrated]);
  const legs = visibleLegs(state);
  // Each picker's days: the window; a multi-city flight not before the previous one; the return not before departure.
  const pickers = useMemo(
    () => (dateWindow ? datePickers(state, dateWindow, locale) : undefined),
    [state, dateWindow, locale],
  );
  const isBusy = busy || submitting;
  const touch = (key: string) => setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
  const setLeg = (index: number, patch: Partial<LegState>) =>
    setState((s) => {
      const all = visibleLegs(s).map((l, i) => (i === index ? { ...l, ...patch } : l));
      return { ...s, legs: s.tripType === "multicity" ? all : [...all, ...s.legs.slice(1)] };
    });

  // Search stays enabled: a search that breaks a rule shows every field's reason and
  // focuses the first, instead of a grey button that does not say why.
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const params = toSearchParams(state, validation, { typedNames: true });
    if (!params) {
      setTouched((t) => ({
        ...t,
        ...Object.fromEntries(legs.flatMap((_, i) => [`from${i}`, `to${i}`, `date${i}`].map((k) => [k, true]))),
        returnDate: true,
      }));
      setAttempts((n) => n + 1);
      return;
    }
    setSubmitting(true);
    navigate(localePath(`/search?${params.toString()}`));
    // The hero leaves the page; /search clears `submitting` when its run settles.
    setTimeout(() => setSubmitting(false), 15_000);
  };

  const submitLabel = t(
    isBusy
      ? "search.form.searching"
      : state.tripType === "multicity"
        ? "search.form.submitMulticity"
        : "search.form.submit",
  );

  const fields = (
    <div className="space-y-4">
      <input type="hidden" name="tripType" value={state.tripType} />
      {legs.map((leg, i) => (
        <LegFields
          // biome-ignore lint/suspicious/noArrayIndexKey: legs are positional.
          key={i}
          index={i}
          leg={leg}
          state={state}
          legCount={legs.length}
          compact={compact}
          touched={touched}
          validation={validation}
          pickers={pickers}
          functionsBasePath={functionsBasePath}
          setState={setState}
          setLeg={setLeg}
          touch={touch}
          hydrated={hydrated}
        />
      ))}
      {state.tripType === "multicity" && legs.length < MAX_LEGS && (
        <Button
          {...(hydrated ? {} : { type: "submit" as const, name: EDIT_PARAM, value: EDIT_ADD_FLIGHT })}
          onClick={() => setState((s) => ({ ...s, legs: [...visibleLegs(s), nextLeg(visibleLegs(s))] }))}
          variant="outline"
          size="sm"
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> {t("search.form.addFlight")}
        </Button>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <TravellersPicker
            value={state}
            onChange={(travellers) => setState((s) => ({ ...s, ...travellers }))}
            problems={validation}
          />
        </div>
        <Button
          type="submit"
          disabled={hydrated && isBusy}
          size="lg"
          className="min-h-11 flex-1 disabled:bg-slate-500 sm:flex-none"
        >
          {isBusy ? (
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <Search aria-hidden="true" className="h-5 w-5" />
          )}
          <span className="whitespace-nowrap">{submitLabel}</span>
        </Button>
        {attempts > 0 && !validation.valid && (
          <p role="alert" className="basis-full text-sm font-medium text-red-700" data-testid="search-blocked">
            {t("search.form.blocked")}
          </p>
        )}
      </div>
    </div>
  );

  return (
    <form
      method="get"
      action={localePath("/search")}
      onSubmit={onSubmit}
      ref={formRef}
      noValidate
      aria-label={t("search.form.label")}
      data-hydrated={hydrated ? "true" : undefined}
    >
      {/* Enter in a field searches: the first submit button is the form's default, and without
          JavaScript Add flight and Remove flight are submit buttons that come before Search. */}
      <button type="submit" hidden tabIndex={-1} />
      <div>
        {hydrated ? (
          <TabList
            items={TRIP_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
            value={state.tripType}
            onChange={(tripType) => setState((s) => ({ ...s, tripType }))}
            ids={tabIds}
            label={t("search.form.tripType")}
            className={TRIP_LIST_CLASS}
            itemClassName={TRIP_ITEM_CLASS}
          />
        ) : (
          <TripTypeLinks current={state.tripType} label={t("search.form.tripType")} />
        )}
        {TRIP_TABS.map((tab) => (
          // Until the tabs exist the panel is a plain group (no tab labels it); the same element
          // either way, so hydration keeps the fields and what was typed in them.
          <TabPanel
            key={tab.value}
            value={tab.value}
            active={tab.value === state.tripType}
            ids={tabIds}
            asGroup={!hydrated}
            className="outline-none"
          >
            {fields}
          </TabPanel>
        ))}
      </div>
    </form>
  );
}
