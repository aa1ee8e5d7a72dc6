import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { DEFAULT_TOKEN_DAYS, TOKEN_LIFETIMES } from "../../../core/admin/admin-token-rules";
import { formatDate } from "../../../format/dates";
import type { AdminTokenSummary } from "../../../services/admin/admin-tokens.server";
import type { Flags, ForceProvider } from "../../../services/search/flags/flags.server";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Status } from "../../../ui/status";
import { adminCall, forgetToken, readToken, saveToken, useStatus } from "../admin-client";
import { ColumnHeads, cellClass as td } from "./admin-ui";

const lifetimeLabel = (days: number) => (days === 1 ? "1 day" : days === 365 ? "1 year" : `${days} days`);

/**
 * The operator's tools behind a toggle: the admin token kept in this browser, creating tokens
 * (name and lifetime), the admin's tokens with their expiry and last use (time and address) and a
 * one-click revoke, the live flags, and purging the search cache.
 */
export function DeveloperPanel({ id, forceProviders }: { id: string; forceProviders: readonly ForceProvider[] }) {
  const [status, show] = useStatus();
  const [token, setToken] = useState("");
  const [created, setCreated] = useState<string | null>(null);
  const [tokens, setTokens] = useState<AdminTokenSummary[]>([]);
  const [name, setName] = useState("console");
  const [days, setDays] = useState<number>(DEFAULT_TOKEN_DAYS);
  const [flags, setFlags] = useState<Flags | null>(null);
  const revalidator = useRevalidator();

  const load = async () => {
    const [list, current] = await Promise.all([
      adminCall<{ tokens: typeof tokens }>("/api/admin/tokens"),
      adminCall<{ flags: Flags }>("/api/admin/flags/get"),
    ]);
    if (list.ok) setTokens(list.body.tokens);
    if (current.ok) setFlags(current.body.flags);
    else show("Failed to fetch status", "error");
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when the panel opens
  useEffect(() => {
    setToken(readToken());
    void load();
  }, []);

  const setFlag = async (flag: keyof Flags, value: string | boolean) => {
    const result = await adminCall<{ flags: Flags }>("/api/admin/flags/set", { body: { flags: { [flag]: value } } });
    if (!result.ok) return show(result.error === "Admin token required" ? result.error : "Update failed", "error");
    setFlags(result.body.flags);
    show(`Updated ${flag} = ${String(value)}`);
    revalidator.revalidate();
  };

  return (
    <div id={id} className="mt-4 space-y-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h2 className="text-lg font-semibold text-slate-900">Developer Panel</h2>
      <Status status={status} />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          saveToken(token);
          show("Token saved locally");
        }}
      >
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Admin token
          <input
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            className="mt-1 w-96 max-w-full rounded border border-slate-400 px-2 py-1"
          />
        </label>
        <Button type="submit" size="sm">
          Save token
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            forgetToken();
            setToken("");
            show("Token removed from this browser");
          }}
        >
          Remove from this browser
        </Button>
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await adminCall<{ token: string }>("/api/admin/tokens", {
            body: { name, expiresInDays: days },
            needsToken: false,
          });
          if (!result.ok) return show(result.error, "error");
          saveToken(result.body.token);
          setToken(result.body.token);
          setCreated(result.body.token);
          show("Token saved locally");
          void load();
        }}
      >
        <label className="flex flex-col text-sm font-medium text-slate-800">
          New token name
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 rounded border border-slate-400 px-2 py-1"
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Expires after
          <select
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="mt-1 rounded border border-slate-400 px-2 py-1"
          >
            {TOKEN_LIFETIMES.map((d) => (
              <option key={d} value={d}>
                {lifetimeLabel(d)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" size="sm">
          Create token
        </Button>
      </form>
      {created ? (
        <p className="break-all rounded border border-amber-300 bg-amber-50 p-2 text-sm text-slate-900">
          New token (shown once, saved in this browser): <code data-testid="new-token">{created}</code>
        </p>
      ) : null}
      {tokens.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
        <section aria-label="Your admin tokens" tabIndex={0} className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white">
            <caption className="sr-only">Your admin tokens</caption>
            <ColumnHeads labels={["Name", "Created", "Expires", "Last used", "From address", "Revoke"]} />
            <tbody>
              {tokens.map((t) => {
                const expired = Date.parse(t.expiresAt) <= Date.now();
                return (
                  <tr key={t.id} className="border-t border-slate-200" data-testid="token-row">
                    <th scope="row" className={`${td} text-left font-medium`}>
                      {t.name}
                    </th>
                    <td className={td}>{formatDate(t.createdAt, "dateTime")}</td>
                    <td className={td}>
                      {expired ? <Badge tone="fail">expired</Badge> : null} {formatDate(t.expiresAt, "dateTime")}
                    </td>
                    <td className={td}>{t.lastUsedAt ? formatDate(t.lastUsedAt, "dateTime") : "never"}</td>
                    <td className={td}>{t.lastUsedIp ?? "—"}</td>
                    <td className={td}>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={async () => {
                          const result = await adminCall(`/api/admin/tokens/${t.id}`, {
                            method: "DELETE",
                            needsToken: false,
                          });
                          show(result.ok ? `Revoked ${t.name}` : result.error, result.ok ? "ok" : "error");
                          // The token kept in this browser was that one: it is of no use any more.
                          if (result.ok && readToken().startsWith(`flt_${t.id}_`)) {
                            forgetToken();
                            setToken("");
                          }
                          void load();
                        }}
                      >
                        Revoke {t.name}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
      {flags ? (
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="text-sm font-semibold text-slate-900">Flags</legend>
          <label className="flex flex-col text-sm font-medium text-slate-800">
            FORCE_PROVIDER
            <select
              value={flags.FORCE_PROVIDER}
              onChange={(event) => void setFlag("FORCE_PROVIDER", event.target.value)}
              className="mt-1 rounded border border-slate-400 px-2 py-1"
            >
              {forceProviders.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={flags.USE_DUMMY_DATA}
              onChange={(event) => void setFlag("USE_DUMMY_DATA", event.target.checked)}
            />
            USE_DUMMY_DATA
          </label>
          <Button
            variant="secondary"
            size="sm"
            onClick={async () => {
              const result = await adminCall("/api/admin/cache/purge", { body: {} });
              if (!result.ok)
                return show(result.error === "Admin token required" ? result.error : "Purge failed", "error");
              show("Cache purged successfully");
            }}
          >
            Purge cache
          </Button>
        </fieldset>
      ) : null}
    </div>
  );
}
