import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { formatDate } from "../../../format/dates";
import type { Flags, ForceProvider } from "../../../services/search/flags/flags.server";
import { Button } from "../../../ui/button";
import { Status } from "../../../ui/status";
import { adminCall, readToken, saveToken, useStatus } from "../admin-client";

/**
 * The operator's tools behind a toggle: the admin token kept in this browser, creating and
 * revoking tokens, the live flags, and purging the search cache.
 */
export function DeveloperPanel({ id, forceProviders }: { id: string; forceProviders: readonly ForceProvider[] }) {
  const [status, show] = useStatus();
  const [token, setToken] = useState("");
  const [created, setCreated] = useState<string | null>(null);
  const [tokens, setTokens] = useState<{ id: string; name: string; createdAt: string }[]>([]);
  const [name, setName] = useState("console");
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
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await adminCall<{ token: string }>("/api/admin/tokens", { body: { name }, needsToken: false });
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
        <ul className="space-y-1 text-sm text-slate-800">
          {tokens.map((t) => (
            <li key={t.id} className="flex items-center gap-2">
              {t.name} — created {formatDate(t.createdAt, "dateTime")}
              <Button
                variant="secondary"
                size="sm"
                onClick={async () => {
                  const result = await adminCall(`/api/admin/tokens/${t.id}`, { method: "DELETE", needsToken: false });
                  show(result.ok ? `Revoked ${t.name}` : result.error, result.ok ? "ok" : "error");
                  void load();
                }}
              >
                Revoke {t.name}
              </Button>
            </li>
          ))}
        </ul>
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
