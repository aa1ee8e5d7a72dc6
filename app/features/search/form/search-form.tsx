import * as Tabs from "@radix-ui/react-tabs";
import { Loader2, Plus, Search } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchDateWindow } from "../../../core/search/search-params";
import { MAX_LEGS } from "../../../core/search/search-rules";
import type { TripType } from "../../../core/search/types";
import type { MessageKey } from "../../../i18n/message-key";
import { Button } from "../../../ui/button";
import { useLocale, useLocalePath, useT } from "../../../ui/i18n";
import {
  datePickers,
  emptyLeg,
  type FormState,
  type LegState,
  toSearchParams,
  validateForm,
  visibleLegs,
} from "./form-state";
import { LegFields } from "./leg-fields";
import { TravellersPicker } from "./travellers-picker";

export interface SearchFormProps {
  initial: FormState;
  functionsBasePath: string;
  /** True while /search is fetching results. */
  busy?: boolean;
  compact?: boolean;
}

const TRIP_TABS: { value: TripType; label: MessageKey }[] = [
  { value: "oneway", label: "search.form.oneway" },
  { value: "roundtrip", label: "search.form.roundtrip" },
  { value: "multicity", label: "search.form.multicity" },
];

/**
 * The search form (home hero and /search). A real GET form to /search (/nl/search on a Dutch
 * page), so it works without JavaScript; with JavaScript it validates as you go (search-rules.ts,
 * reading dates as the page's language types them) and navigates.
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
  const [hydrated, setHydrated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A new URL (e.g. the price strip or back/forward) re-prefills the form.
  useEffect(() => setState(initial), [initial]);
  const location = useLocation();
  // Each completed navigation (or the end of a run) ends the "Searching…" state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks a finished navigation.
  useEffect(() => {
    if (!busy) setSubmitting(false);
  }, [busy, location.key]);

  const validation = useMemo(() => validateForm(state, new Date(), locale), [state, locale]);
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
    const params = toSearchParams(state, validation);
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
        />
      ))}
      {state.tripType === "multicity" && legs.length < MAX_LEGS && (
        <Button
          onClick={() =>
            setState((s) => {
              const current = visibleLegs(s);
              const last = current[current.length - 1];
              // The next flight starts where the last one landed.
              const next = { ...emptyLeg(), from: last?.to.text ? { ...last.to } : emptyLeg().from };
              return { ...s, legs: [...current, next] };
            })
          }
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
      <Tabs.Root
        value={state.tripType}
        onValueChange={(value) => setState((s) => ({ ...s, tripType: value as TripType }))}
        activationMode="manual"
      >
        <Tabs.List
          aria-label={t("search.form.tripType")}
          className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          {TRIP_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow"
            >
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TRIP_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} tabIndex={-1} className="outline-none">
            {tab.value === state.tripType ? fields : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </form>
  );
}
