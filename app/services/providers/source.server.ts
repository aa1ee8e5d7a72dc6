/**
 * Everything the server knows about one flight source, declared in the source's own folder
 * (app/services/providers/<source>/<source>-source.server.ts) and listed once in
 * registry.server.ts. Config, the provider registry, the function API, the health payload
 * and the admin's integrations and provider tests read it from there and name no source.
 */
import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import type { FlightProvider } from "../../core/providers/provider";
import type { SourceInfo } from "../../core/providers/source-info";
import type { QuotaApi } from "../../core/search/quotas/quota-policy";
import type { SearchRequest } from "../../core/search/types";
import type { CachedSearch } from "../search/cache/search-cache.server";
import type { Flags } from "../search/flags/flags.server";
import type { QuotaDecision } from "../search/quotas/quotas.server";

export type TimeZoneOf = (code: string) => string | undefined;

/** What a source's provider is built from: its own settings and the server-wide upstream rules. */
export interface SourceBuild<Settings> {
  settings: Settings;
  upstreamTimeoutMs: number;
  timeZoneOf: TimeZoneOf;
}

/** The integrations row of a source, besides its live check (app/services/admin/integrations.server.ts). */
interface SourceIntegration {
  name: string;
  category: string;
  rateLimitNote: string | null;
  docsUrl: string | null;
  notes(flags: Flags): string;
}

/** An operator's route and dates for a source's connection test (POST /api/providers/test/{name}). */
interface OperatorTestInput {
  origin: string;
  destination: string;
  startDate: string;
  endDate?: string | undefined;
}

interface OperatorTestAnswer {
  ok: boolean;
  status: number;
  error: string | null;
  /** Up to 3 results of the answer, as received. */
  sample: unknown;
}

/** What a connection test may use: the effective flags, the quotas and the time it may take. */
export interface OperatorTestContext {
  flags: Flags;
  quotas: { consume(api: QuotaApi): Promise<QuotaDecision> };
  timeoutMs: number;
}

/**
 * What the function API hands a source's own debug endpoints: the parts of the search flow
 * they read and the function API's request helpers (its body limits, client signal, errors).
 */
export interface FunctionKit {
  flags(): Promise<{ flags: Flags }>;
  quotas: OperatorTestContext["quotas"];
  /** The cached offers of this source for a search, as a live search would read them. */
  cached(source: string, request: SearchRequest): Promise<CachedSearch | undefined>;
  debugLimit: RequestHandler;
  parseSearch(input: Record<string, unknown>): SearchRequest;
  json(limit: string): RequestHandler;
  clientSignal(req: Request, res: Response): AbortSignal;
  isOperator(req: Request): boolean;
  /** Answers an upstream failure with its status and body; rethrows anything else. */
  sendUpstreamError(res: Response, endpoint: string, error: unknown, detail?: string): void;
  /** The labels of the other live sources ("Travelpayouts"), for messages that point elsewhere. */
  otherSources(name: string): string;
}

/** A source's own endpoints under the function API besides its search (e.g. a raw-answer debug call). */
export interface SourceFunctions<Provider> {
  /** Their paths and the methods each takes (for 405 answers). */
  methods: Record<string, string[]>;
  add(router: Router, provider: Provider, kit: FunctionKit): void;
}

export interface SourceDefinition<
  Shape extends z.ZodRawShape = z.ZodRawShape,
  Settings = unknown,
  Provider extends FlightProvider = FlightProvider,
  Name extends string = string,
> {
  /** Its browser-safe part (app/core/providers/<source>/), also listed in app/core/providers/registry.ts. */
  readonly info: SourceInfo & { readonly name: Name; readonly endpoint: NonNullable<SourceInfo["endpoint"]> };
  /** Its environment variables and what each accepts; added to the server's schema. */
  readonly env: Shape;
  /** Its settings from its parsed variables: `config.sources[info.name]`. */
  settings(env: z.output<z.ZodObject<Shape>>): Settings;
  /** The health payload's `services` entries of its secrets: whether each is set, never its value. */
  services(settings: Settings): Record<string, boolean>;
  readonly integration: SourceIntegration;
  create(build: SourceBuild<Settings>): Provider;
  /** One real call with the operator's route and dates. */
  operatorTest(provider: Provider, input: OperatorTestInput, context: OperatorTestContext): Promise<OperatorTestAnswer>;
  readonly functions?: SourceFunctions<Provider>;
}

/** Declares a source; the types of its settings and provider follow from what it declares. */
export function defineSource<
  Shape extends z.ZodRawShape,
  Settings,
  Provider extends FlightProvider,
  Name extends string,
>(definition: SourceDefinition<Shape, Settings, Provider, Name>): SourceDefinition<Shape, Settings, Provider, Name> {
  return definition;
}
