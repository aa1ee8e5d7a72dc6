import * as Tabs from "@radix-ui/react-tabs";
import { Loader2, Plus, Search } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchDateWindow } from "../../../core/search/search-params";
import { MAX_LEGS } from "../../../core/search/search-rules";
import type { TripType } from "../../../core/search/types";
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

const TRIP_TABS: { value: TripType; label: string }[] = [
  { value: "oneway", label: "One Way" },
  { value: "roundtrip", label: "Return Flight" },
  { value: "multicity", label: "Multi City" },
];

/**
 * The search form (home hero and /search). A real GET form to /search, so it works
 * without JavaScript; with JavaScript it validates as you go (search-rules.ts) and navigates.
 */
export function SearchForm({ initial, functionsBasePath, busy = false, compact = false }: SearchFormProps) {
  const navigate = useNavigate();
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

  const validation = useMemo(() => validateForm(state), [state]);
  // The picker's window, once hydrated (the server's clock may be a day apart from the browser's).
  const dateWindow = useMemo(() => (hydrated ? searchDateWindow() : undefined), [hydrated]);
  const legs = visibleLegs(state);
  // Each picker's days: the window; a multi-city flight not before the previous one; the return not before departure.
  const pickers = useMemo(() => (dateWindow ? datePickers(state, dateWindow) : undefined), [state, dateWindow]);
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
    navigate(`/search?${params.toString()}`);
    // The hero leaves the page; /search clears `submitting` when its run settles.
    setTimeout(() => setSubmitting(false), 15_000);
  };

  const submitLabel = isBusy ? "Searching…" : state.tripType === "multicity" ? "Search Multi-City" : "Search Flights";

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
        <button
          type="button"
          onClick={() =>
            setState((s) => {
              const current = visibleLegs(s);
              const last = current[current.length - 1];
              // The next flight starts where the last one landed.
              const next = { ...emptyLeg(), from: last?.to.text ? { ...last.to } : emptyLeg().from };
              return { ...s, legs: [...current, next] };
            })
          }
          className="inline-flex items-center gap-1 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add flight
        </button>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <TravellersPicker
            value={state}
            onChange={(travellers) => setState((s) => ({ ...s, ...travellers }))}
            problems={validation}
          />
        </div>
        <button
          type="submit"
          disabled={hydrated && isBusy}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500 sm:flex-none"
        >
          {isBusy ? (
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <Search aria-hidden="true" className="h-5 w-5" />
          )}
          <span className="whitespace-nowrap">{submitLabel}</span>
        </button>
        {attempts > 0 && !validation.valid && (
          <p role="alert" className="basis-full text-sm font-medium text-red-700" data-testid="search-blocked">
            Fix the fields marked in red to search.
          </p>
        )}
      </div>
    </div>
  );

  return (
    <form
      method="get"
      action="/search"
      onSubmit={onSubmit}
      ref={formRef}
      noValidate
      aria-label="Flight search"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <Tabs.Root
        value={state.tripType}
        onValueChange={(value) => setState((s) => ({ ...s, tripType: value as TripType }))}
        activationMode="manual"
      >
        <Tabs.List aria-label="Trip type" className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {TRIP_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow"
            >
              {tab.label}
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
