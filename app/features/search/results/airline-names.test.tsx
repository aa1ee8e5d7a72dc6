import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../core/search/types";
import type { SearchRun } from "../search-run";
import { AirlineNamesProvider, carrierCodes, useAirlineName, useAirlineNameOf } from "./airline-names";
import { NONSTOP_AF, ONE_STOP_DL, offer, seg } from "./test-offers";

const CODESHARE = offer(
  "d",
  610,
  [
    {
      ...seg("JFK", "LHR", "2026-12-01T19:00:00-05:00", "2026-12-02T07:00:00+00:00", "AA", "6143"),
      operatingCarrier: "BA",
    },
  ],
  { returnLeg: [seg("LHR", "JFK", "2026-12-09T10:00:00+00:00", "2026-12-09T13:00:00-05:00", "VS", "3")] },
);

const run = (items: FlightOffer[][]): SearchRun => ({
  key: "k",
  legs: items.map((list, i) => ({
    leg: { from: "JFK", to: "CDG", date: `2026-12-0${i + 1}` },
    sources: [{ name: "travelpayouts", status: "ok", items: list }],
  })),
});

describe("carrierCodes", () => {
  it("names every airline a card can show: sellers of both ways and the airlines flying the plane", () => {
    expect(carrierCodes(run([[NONSTOP_AF, ONE_STOP_DL], [CODESHARE]]))).toEqual(
      new Set(["AF", "DL", "KL", "AA", "BA", "VS"]),
    );
    expect(carrierCodes(run([[]]))).toEqual(new Set());
  });
});

function Names({ names, codes }: { names: Record<string, string>; codes: string[] }) {
  const nameOf = useAirlineNameOf(run([[NONSTOP_AF]]), names);
  return (
    <AirlineNamesProvider value={nameOf}>
      <Shown codes={codes} />
    </AirlineNamesProvider>
  );
}
function Shown({ codes }: { codes: string[] }) {
  const airlineName = useAirlineName();
  return <p>{codes.map(airlineName).join(" | ")}</p>;
}

describe("useAirlineNameOf", () => {
  it("renders the page's names, and the code of an airline the page did not name (until the table loads)", () => {
    expect(renderToStaticMarkup(<Names names={{ AF: "Air France" }} codes={["AF", "ZZ"]} />)).toBe(
      "<p>Air France | ZZ</p>",
    );
  });

  it("gives codes where no names were provided", () => {
    expect(renderToStaticMarkup(<Shown codes={["AF"]} />)).toBe("<p>AF</p>");
  });
});
