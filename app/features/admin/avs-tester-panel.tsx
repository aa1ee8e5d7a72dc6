import { useState } from "react";
import { Button } from "../../ui/button";
import { Status } from "../../ui/status";
import { adminCall, useStatus } from "./admin-client";
import { TokenPrompt } from "./console/token-prompt";

type Endpoint = "prices-for-dates" | "week-matrix" | "get-latest-prices";

interface AvsAnswer {
  ok: boolean;
  error: string | null;
  data: unknown;
  deeplink: string | null;
}

/**
 * The three Aviasales tester calls (prices for dates, week matrix, latest prices): raw JSON and the
 * tracked deeplink when one comes back.
 */
export function AviasalesTester({ compact = false }: { compact?: boolean }) {
  const [status, show] = useStatus();
  const [origin, setOrigin] = useState("JFK");
  const [destination, setDestination] = useState("CDG");
  const [date, setDate] = useState(() => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  const [answer, setAnswer] = useState<AvsAnswer | null>(null);
  const [busy, setBusy] = useState<Endpoint | null>(null);

  const bodies: Record<Endpoint, unknown> = {
    "prices-for-dates": { origin, destination, departure_at: date, one_way: true, currency: "usd", limit: 5 },
    "week-matrix": { origin, destination, depart_date: date, currency: "usd" },
    "get-latest-prices": { origin, destination, period_type: "month", currency: "usd" },
  };
  const run = async (endpoint: Endpoint) => {
    setBusy(endpoint);
    const result = await adminCall<AvsAnswer>(`/api/avs/${endpoint}`, { body: bodies[endpoint] });
    setBusy(null);
    if (!result.ok) {
      setAnswer(null);
      return show(result.error === "Admin token required" ? result.error : "API Test Failed", "error");
    }
    setAnswer(result.body);
    if (!result.body.ok) show("API Test Failed", "error");
    else if (!result.body.deeplink) show("Deep Link Test Failed", "error");
    else show("Test Successful");
  };

  return (
    <div className="mt-4 space-y-4">
      <TokenPrompt />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Origin
          <input
            value={origin}
            onChange={(e) => setOrigin(e.target.value)}
            className="mt-1 w-24 rounded border border-slate-400 px-2 py-1"
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Destination
          <input
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
            className="mt-1 w-24 rounded border border-slate-400 px-2 py-1"
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Departure
          <input
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="mt-1 rounded border border-slate-400 px-2 py-1"
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(bodies) as Endpoint[]).map((endpoint) => (
          <Button key={endpoint} disabled={busy !== null} onClick={() => void run(endpoint)} size="sm">
            {busy === endpoint ? "Testing..." : `Test ${endpoint}`}
          </Button>
        ))}
      </div>
      <Status status={status} />
      {answer?.deeplink ? (
        <p className="text-sm text-slate-800">
          Tracked deeplink:{" "}
          <a
            className="break-all text-brand-700 underline"
            href={answer.deeplink}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="avs-deeplink"
          >
            {answer.deeplink}
          </a>
        </p>
      ) : null}
      {answer ? (
        <section aria-label="Raw API answer">
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable answer must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            className={`${compact ? "max-h-64" : "max-h-[32rem]"} overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100`}
          >
            {JSON.stringify(answer.error ? { error: answer.error, data: answer.data } : answer.data, null, 2)}
          </pre>
        </section>
      ) : null}
    </div>
  );
}
