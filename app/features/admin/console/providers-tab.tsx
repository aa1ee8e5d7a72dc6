import { useState } from "react";
import { useRevalidator } from "react-router";
import { amadeusInfo } from "../../../core/providers/amadeus/amadeus-info";
import { SEARCH_SOURCE_NAMES, sourceLabel } from "../../../core/providers/registry";
import type { HealthTest } from "../../../services/health/health.server";
import type { Flags } from "../../../services/search/flags/flags.server";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Status } from "../../../ui/status";
import { adminCall, useStatus } from "../admin-client";
import { ColumnHeads, cellClass as td } from "./admin-ui";

type TestBadge = "idle" | "ok" | "fail";

/** Each source's live check with a button to test it now, and the Amadeus environment switch and test. */
export function ProvidersTab({ flags, tests }: { flags: Flags; tests: Record<string, HealthTest> }) {
  const [status, show] = useStatus();
  const [badges, setBadges] = useState<Record<string, TestBadge>>(() =>
    Object.fromEntries(SEARCH_SOURCE_NAMES.map((name) => [name, "idle"])),
  );
  const [amadeusResult, setAmadeusResult] = useState<Record<string, unknown> | null>(null);
  const revalidator = useRevalidator();
  const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const runAmadeusTest = async () => {
    const result = await adminCall<Record<string, unknown>>("/api/admin/amadeus/test", {
      body: { origin: "JFK", destination: "CDG", departureDate: inMonth },
    });
    if (!result.ok) return show(result.error === "Admin token required" ? result.error : "Test Error", "error");
    setAmadeusResult(result.body);
    if (result.body.tokenOk && result.body.searchOk) show("Test Successful");
    else show(`Test Failed: ${String(result.body.error ?? "Amadeus API test failed")}`, "error");
  };

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Provider Status</h2>
      <Status status={status} />
      <table className="w-full border border-slate-200 bg-white">
        <caption className="sr-only">Live checks</caption>
        <ColumnHeads labels={["Source", "Check", "Detail", "Test"]} />
        <tbody>
          {Object.entries(tests).map(([name, test]) => (
            <tr key={name} className="border-t border-slate-200">
              <th scope="row" className={td}>
                {sourceLabel(name)}
              </th>
              <td className={td}>
                <Badge tone={test.ok ? "ok" : "fail"}>{test.ok ? "ok" : `fail (${test.stage})`}</Badge>
              </td>
              <td className={td}>{test.error ?? "—"}</td>
              <td className={td}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={async () => {
                    const result = await adminCall<{ ok: boolean; error: string | null }>(
                      `/api/providers/test/${name}`,
                      {
                        body: { origin: "JFK", destination: "CDG", startDate: inMonth, currency: "USD" },
                      },
                    );
                    if (!result.ok)
                      return show(result.error === "Admin token required" ? result.error : "Test Error", "error");
                    setBadges((b) => ({ ...b, [name]: result.body.ok ? "ok" : "fail" }));
                    show(
                      result.body.ok ? "Test Successful" : `Test Failed: ${result.body.error}`,
                      result.body.ok ? "ok" : "error",
                    );
                  }}
                >
                  Test {sourceLabel(name)}
                </Button>{" "}
                <Badge tone={badges[name] ?? "idle"}>{badges[name] ?? "idle"}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">
          {amadeusInfo.label} environment: {flags.AMADEUS_ENV}
        </h3>
        <div className="flex flex-wrap gap-2">
          {(["test", "production"] as const).map((env) => (
            <Button
              key={env}
              variant="secondary"
              size="sm"
              disabled={flags.AMADEUS_ENV === env}
              onClick={async () => {
                const result = await adminCall("/api/admin/amadeus/switch", { body: { env } });
                if (!result.ok)
                  return show(result.error === "Admin token required" ? result.error : "Switch Failed", "error");
                revalidator.revalidate();
                // After a successful switch the connection test re-runs a second later, against the new environment.
                setTimeout(() => void runAmadeusTest(), 1000);
              }}
            >
              Switch to {env}
            </Button>
          ))}
          <Button size="sm" onClick={() => void runAmadeusTest()}>
            Test {amadeusInfo.label} connection
          </Button>
        </div>
        {amadeusResult ? (
          <section aria-label={`${amadeusInfo.label} test result`}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable answer must be reachable by keyboard (axe scrollable-region-focusable) */}
            <pre tabIndex={0} className="max-h-64 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
              {JSON.stringify(amadeusResult, null, 2)}
            </pre>
          </section>
        ) : null}
      </div>
    </div>
  );
}
