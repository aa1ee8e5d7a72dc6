/**
 * A fourth flight source that exists only for tests: one folder, registered by handing
 * `[...SOURCES, fourthSource]` to loadConfig and openServices, with no app file touched. It
 * answers every search with two fixed fares: one clean nonstop and one connection that
 * changes airports in London (LHR → LGW), which the merge must hide.
 */
import { optionalString } from "../../../app/core/config/env-values";
import type { FlightProvider } from "../../../app/core/providers/provider";
import type { SourceInfo } from "../../../app/core/providers/source-info";
import type { FlightOffer, SearchRequest } from "../../../app/core/search/types";
import { missingCredentials } from "../../../app/services/providers/health-test.server";
import { defineSource } from "../../../app/services/providers/source.server";

const fourthInfo = {
  name: "skyfake",
  label: "Skyfake",
  description: "test fares from a fourth source",
  colour: "#6b21a8",
  endpoint: { path: "search-skyfake", method: "GET" },
} as const satisfies SourceInfo;

/** The fares of a search: a clean nonstop and a connection that changes airports. */
export function fourthOffers(request: SearchRequest): FlightOffer[] {
  const at = (time: string) => `${request.date}T${time}+00:00`;
  const offer = (id: string, price: number, leg: FlightOffer["leg"]) =>
    ({
      id: `skyfake-${id}`,
      price,
      currency: "USD",
      // A server may carry sources the browser's list does not name.
      provider: fourthInfo.name as FlightOffer["provider"],
      deeplink: "https://skyfake.example/book",
      leg,
    }) satisfies FlightOffer;
  return [
    offer("nonstop", 123, [
      {
        from: request.from,
        to: request.to,
        departureTime: at("09:00:00"),
        arrivalTime: at("15:00:00"),
        carrier: "ZZ",
        flightNumber: "101",
        stops: 0,
      },
    ]),
    offer("switch", 99, [
      {
        from: request.from,
        to: "LHR",
        departureTime: at("06:00:00"),
        arrivalTime: at("08:00:00"),
        carrier: "ZZ",
        flightNumber: "201",
        stops: 0,
      },
      {
        from: "LGW",
        to: request.to,
        departureTime: at("12:00:00"),
        arrivalTime: at("16:00:00"),
        carrier: "ZZ",
        flightNumber: "202",
        stops: 0,
      },
    ]),
  ];
}

export const fourthSource = defineSource({
  info: fourthInfo,
  env: { SKYFAKE_KEY: optionalString },
  settings: (env) => ({ key: env.SKYFAKE_KEY }),
  services: (settings) => ({ skyfakeKey: Boolean(settings.key) }),
  integration: {
    name: "Skyfake fares",
    category: "Flight data",
    notes: () => "The test-only fourth source.",
    rateLimitNote: null,
    docsUrl: null,
  },
  create: ({ settings }): FlightProvider => ({
    info: fourthInfo,
    credentialVars: ["SKYFAKE_KEY"],
    isConfigured: () => Boolean(settings.key),
    search: async (request) => ({ offers: fourthOffers(request), upstreamMs: 1 }),
    healthTest: async () =>
      settings.key
        ? { ok: true, status: 200, error: null, sample: { fares: 2 }, stage: "ping", body: null }
        : missingCredentials("SKYFAKE_KEY is not set"),
    circuitState: () => "closed",
  }),
  operatorTest: async (provider, input) => ({
    ok: provider.isConfigured(),
    status: 200,
    error: null,
    sample: fourthOffers({
      from: input.origin,
      to: input.destination,
      date: input.startDate,
      tripType: "oneway",
      adults: 1,
    }),
  }),
  functions: {
    methods: { "/skyfake-ping": ["GET"] },
    add(router, provider, kit) {
      router.get("/skyfake-ping", kit.debugLimit, (_req, res) => {
        res.json({ source: provider.info.name, configured: provider.isConfigured() });
      });
    },
  },
});
