/** POST /tp-search under the function API: Travelpayouts' raw answer (free of quota; strictly rate-limited). */
import { z } from "zod";
import { BRAND_NAME } from "../../../brand/brand";
import { ApiError } from "../../../core/http/api-error";
import { parseInput } from "../../../core/http/validation";
import { notConfiguredMessage } from "../../../core/providers/provider";
import type { SourceFunctions } from "../source.server";
import type { TravelpayoutsProvider } from "./travelpayouts-provider.server";

const tpDebugSchema = z.object({
  endpoint: z.enum(["prices_for_dates", "week_matrix", "latest"], {
    message: "must be prices_for_dates, week_matrix or latest",
  }),
  params: z.object({
    origin: z.unknown(),
    destination: z.unknown(),
    depart_date: z.unknown(),
    return_date: z.unknown().optional(),
    currency: z
      .string()
      .optional()
      .refine((c) => c === undefined || c.toLowerCase() === "usd", {
        message: `must be usd: ${BRAND_NAME} shows USD only`,
      }),
  }),
});

/** The Data API's own words of a failure: the `error` of its answer. */
const errorDetail = (body: unknown) => {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" ? error : undefined;
};

export const travelpayoutsFunctions: SourceFunctions<TravelpayoutsProvider> = {
  methods: { "/tp-search": ["POST"] },
  add(router, provider, kit) {
    router.post("/tp-search", kit.debugLimit, kit.json("2kb"), async (req, res) => {
      const input = parseInput(tpDebugSchema, req.body ?? {});
      const request = kit.parseSearch({
        from: input.params.origin,
        to: input.params.destination,
        date: input.params.depart_date,
        returnDate: input.params.return_date,
        tripType: input.params.return_date ? "roundtrip" : "oneway",
      });
      const client = provider.client();
      res.set("Cache-Control", "no-store");
      if (!client) throw new ApiError(503, notConfiguredMessage(provider), { stage: "credentials" });
      const signal = kit.clientSignal(req, res);
      try {
        const answer =
          input.endpoint === "prices_for_dates"
            ? await client.pricesForDates(
                {
                  origin: request.from,
                  destination: request.to,
                  departure_at: request.date,
                  ...(request.returnDate ? { return_at: request.returnDate } : {}),
                  limit: 5,
                },
                signal,
              )
            : input.endpoint === "week_matrix"
              ? await client.weekMatrix(
                  {
                    origin: request.from,
                    destination: request.to,
                    depart_date: request.date,
                    ...(request.returnDate ? { return_date: request.returnDate } : {}),
                  },
                  signal,
                )
              : await client.latestPrices(
                  {
                    origin: request.from,
                    destination: request.to,
                    beginning_of_period: `${request.date.slice(0, 7)}-01`,
                  },
                  signal,
                );
        if (!signal.aborted) res.status(200).json(answer.body);
      } catch (error) {
        if (signal.aborted) return;
        kit.sendUpstreamError(
          res,
          `tp-search/${input.endpoint}`,
          error,
          errorDetail((error as { body?: unknown }).body),
        );
      }
    });
  },
};
