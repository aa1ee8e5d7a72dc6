import { addDays, format } from "date-fns";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { BRAND_NAME } from "../../brand/brand";
import { DEBUG_SOURCES } from "../../core/providers/registry";
import { pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import type { Route } from "./+types/debug-route";
import { type PingResult, ping, TROUBLESHOOTING, tipFor } from "./ping";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Debug Console | ${BRAND_NAME}`,
    description: "Operator console: environment and search-provider pings.",
    path: "/debug",
    siteUrl: siteUrlFrom(matches),
    locale: "en",
    languages: ["en"],
    noindex: true,
  });

/** Only public values: never a key, token or secret. */
export function loader({ context }: Route.LoaderArgs) {
  return { functionsBasePath: context.config.functionsBasePath, marker: context.config.travelpayoutsMarker };
}

type PingState = { phase: "idle" } | { phase: "testing" } | { phase: "result"; result: PingResult };

function StatusBadge({ result }: { result: PingResult }) {
  return (
    <span
      data-testid="ping-status"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold ${
        result.ok ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"
      }`}
    >
      {result.ok ? (
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
      ) : (
        <XCircle aria-hidden="true" className="h-4 w-4" />
      )}
      <span className="sr-only">{result.ok ? "Success:" : "Failure:"}</span> HTTP {result.status}
    </span>
  );
}

function PingCard({
  title,
  description,
  buttonLabel,
  run,
  testId,
}: {
  title: string;
  description: string;
  buttonLabel: string;
  run: () => Promise<PingResult>;
  testId: string;
}) {
  const [state, setState] = useState<PingState>({ phase: "idle" });
  const onClick = async () => {
    setState({ phase: "testing" });
    setState({ phase: "result", result: await run() });
  };
  const tip = state.phase === "result" ? tipFor(state.result) : null;
  return (
    <Card as="section" className="p-5" data-testid={testId} aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={onClick} disabled={state.phase === "testing"}>
          {state.phase === "testing" && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {state.phase === "testing" ? "Testing..." : buttonLabel}
        </Button>
        {state.phase === "idle" && <span className="text-sm text-slate-600">Not tested yet.</span>}
        {state.phase === "result" && <StatusBadge result={state.result} />}
      </div>
      <div aria-live="polite">
        {state.phase === "result" && (
          <>
            {state.result.error && (
              <p className="mt-3 text-sm text-red-700" data-testid="ping-error">
                {state.result.error}
              </p>
            )}
            {tip && (
              <p className="mt-2 text-sm text-slate-700" data-testid="ping-tip">
                Tip: {TROUBLESHOOTING.find((t) => t.key === tip)?.tip}
              </p>
            )}
            <pre
              className="mt-3 max-h-80 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100"
              data-testid="ping-json"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be keyboard reachable.
              tabIndex={0}
            >
              {JSON.stringify(state.result.data, null, 2)}
            </pre>
          </>
        )}
      </div>
    </Card>
  );
}

export default function DebugRoute({ loaderData }: Route.ComponentProps) {
  const { functionsBasePath, marker } = loaderData;
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const functionsUrl = origin ? `${origin}${functionsBasePath}` : functionsBasePath;
  // Fixed sample values; the date is a month ahead so the provider accepts it.
  const sampleDate = () => format(addDays(new Date(), 30), "yyyy-MM-dd");

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Debug Console</h1>
      <p className="mt-2 text-slate-600">Check the environment and ping the search providers. No secrets are shown.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card as="section" className="p-5 md:col-span-2" aria-label="Environment">
          <h2 className="text-lg font-bold">Environment</h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Function base URL</dt>
            <dd className="break-all font-mono" data-testid="env-functions">
              {functionsUrl}
            </dd>
            <dt className="font-semibold">Current origin</dt>
            <dd className="break-all font-mono" data-testid="env-origin">
              {origin || "…"}
            </dd>
            <dt className="font-semibold">Affiliate marker</dt>
            <dd className="font-mono" data-testid="env-marker">
              {marker}
            </dd>
          </dl>
        </Card>
        <PingCard
          title={`${DEBUG_SOURCES.amadeusSearch.label} Search`}
          testId="ping-amadeus"
          description="POST amadeus-search with JFK → CDG, one adult, a month ahead: checks the credentials and shows cached offers. It never spends search quota; live flight searches here are for operators."
          buttonLabel="Ping"
          run={() =>
            ping(`${functionsBasePath}/amadeus-search`, {
              origin: "JFK",
              destination: "CDG",
              depart: sampleDate(),
              adults: 1,
              maxResults: 1,
            })
          }
        />
        <PingCard
          title={DEBUG_SOURCES.tpSearch.label}
          testId="ping-tp"
          description="POST tp-search prices_for_dates for NYC → PAR a month ahead in USD."
          buttonLabel="Ping TP Search"
          run={() =>
            ping(`${functionsBasePath}/tp-search`, {
              endpoint: "prices_for_dates",
              params: {
                origin: "NYC",
                destination: "PAR",
                depart_date: sampleDate(),
                currency: "usd",
              },
            })
          }
        />
        <Card as="section" className="p-5 md:col-span-2" aria-label="Troubleshooting">
          <h2 className="text-lg font-bold">Troubleshooting</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {TROUBLESHOOTING.map((t) => (
              <li key={t.key}>
                <span className="font-semibold">{t.title}:</span> {t.tip}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
