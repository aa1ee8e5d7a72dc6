import { describe, expect, it } from "vitest";
import { MAP_HEIGHT, MAP_WIDTH, placeMarkers, projectPoint } from "./world-projection";

describe("the explore map's projection", () => {
  it("puts places where they are on a world map", () => {
    const nyc = projectPoint(-73.78, 40.64);
    const paris = projectPoint(2.55, 49.01);
    const sydney = projectPoint(151.18, -33.95);
    const quito = projectPoint(-78.36, -0.13);
    expect(nyc && paris && sydney && quito).toBeTruthy();
    if (!nyc || !paris || !sydney || !quito) return;
    // West to east, north to south, inside the frame.
    expect(nyc.x).toBeLessThan(paris.x);
    expect(paris.x).toBeLessThan(sydney.x);
    expect(paris.y).toBeLessThan(nyc.y);
    expect(nyc.y).toBeLessThan(quito.y);
    expect(quito.y).toBeLessThan(sydney.y);
    for (const p of [nyc, paris, sydney, quito]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_WIDTH);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_HEIGHT);
    }
    // The equator and the prime meridian cross near the middle of the frame.
    const origin = projectPoint(0, 0);
    expect(origin?.x).toBeCloseTo(MAP_WIDTH / 2, 0);
  });

  it("leaves out what the frame cuts (Antarctica)", () => {
    expect(projectPoint(0, -80)).toBeNull();
  });

  it("labels markers cheapest first and never lets two labels overlap", () => {
    const markers = placeMarkers(
      [
        { code: "LON", lon: -0.45, lat: 51.47, label: "$120" },
        { code: "PAR", lon: 2.55, lat: 49.01, label: "$130" },
        { code: "AMS", lon: 4.76, lat: 52.31, label: "$140" },
        { code: "TYO", lon: 139.78, lat: 35.55, label: "$700" },
        { code: "XXX", lon: 0, lat: -85, label: "$1" },
      ],
      projectPoint(-73.78, 40.64),
    );
    expect(markers.map((m) => m.code)).toEqual(["LON", "PAR", "AMS", "TYO"]);
    // London is labelled (cheapest); Paris and Amsterdam are too close to London to be labelled too.
    expect(markers[0]?.labelAt).not.toBeNull();
    expect(markers.find((m) => m.code === "PAR")?.labelAt).toBeNull();
    expect(markers.find((m) => m.code === "TYO")?.labelAt).not.toBeNull();
    // The label sits above its marker.
    const london = markers[0];
    expect(london?.labelAt?.y).toBeLessThan(london?.y ?? 0);
  });
});
