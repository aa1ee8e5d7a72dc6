/** Amadeus Self-Service as a source of the registry: its variables, checks, tests and debug endpoint. */
import { z } from "zod";
import { BRAND_NAME } from "../../../brand/brand";
import {
  emptyToUndefined,
  optionalString,
  optionalUrl,
  positiveInt,
  withoutTrailingSlash,
} from "../../../core/config/env-values";
import { amadeusInfo } from "../../../core/providers/amadeus/amadeus-info";
import { defineSource } from "../source.server";
import { amadeusFunctions } from "./amadeus-functions.server";
import { amadeusTest } from "./amadeus-operator-test.server";
import { AmadeusProvider } from "./amadeus-provider.server";

export const amadeusSource = defineSource({
  info: amadeusInfo,
  env: {
    AMADEUS_CLIENT_ID: optionalString,
    AMADEUS_CLIENT_SECRET: optionalString,
    AMADEUS_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["test", "production"], { message: "must be test or production" }).default("test"),
    ),
    AMADEUS_BASE_URL: optionalUrl("an absolute http(s) URL such as https://test.api.amadeus.com"),
    AMADEUS_QUOTA_FOS: positiveInt("a monthly number of calls", 2000),
    AMADEUS_QUOTA_FOP: positiveInt("a monthly number of calls", 3000),
    AMADEUS_QUOTA_SEATMAPS: positiveInt("a monthly number of calls", 1000),
    AMADEUS_QUOTA_TARGET_PERCENT: positiveInt("a percentage between 1 and 100", 75, 100),
  },
  settings: (env) => ({
    clientId: env.AMADEUS_CLIENT_ID,
    clientSecret: env.AMADEUS_CLIENT_SECRET,
    env: env.AMADEUS_ENV,
    baseUrl: env.AMADEUS_BASE_URL === undefined ? undefined : withoutTrailingSlash(env.AMADEUS_BASE_URL),
    quota: Object.freeze({
      FOS: env.AMADEUS_QUOTA_FOS,
      FOP: env.AMADEUS_QUOTA_FOP,
      SEATMAPS: env.AMADEUS_QUOTA_SEATMAPS,
      targetPercent: env.AMADEUS_QUOTA_TARGET_PERCENT,
    }),
  }),
  services: (settings) => ({ amadeusKey: Boolean(settings.clientId), amadeusSecret: Boolean(settings.clientSecret) }),
  integration: {
    name: `${amadeusInfo.label} Self-Service`,
    category: "Flight data",
    notes: (flags) => `Environment ${flags.AMADEUS_ENV}; token check only (no quota spent).`,
    rateLimitNote: `Monthly free quota per API; ${BRAND_NAME} uses at most the target share.`,
    docsUrl: "https://developers.amadeus.com/self-service",
  },
  create: (build) => new AmadeusProvider(build),
  async operatorTest(provider, input, context) {
    const answer = await amadeusTest(
      provider,
      { origin: input.origin, destination: input.destination, departureDate: input.startDate },
      context,
    );
    const ok = answer.tokenOk && answer.searchOk;
    return { ok, status: ok ? 200 : 0, error: answer.error, sample: answer.sample };
  },
  functions: amadeusFunctions,
});
