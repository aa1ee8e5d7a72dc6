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

  it("labels markers cheapest first, around their dots, never over another label or dot", () => {
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
    // The cheapest gets the first free spot; Tokyo, alone, sits above its dot.
    expect(markers[0]?.labelAt).not.toBeNull();
    const tokyo = markers.find((m) => m.code === "TYO");
    expect(tokyo?.labelAt).toEqual({ x: tokyo?.x, y: (tokyo?.y ?? 0) - 8, anchor: "middle" });
    // No two placed labels share a pixel row and column range.
    const boxes = markers.flatMap((m) =>
      m.labelAt ? [{ x: m.labelAt.x, y: m.labelAt.y, w: m.label.length * 7.5 + 4, anchor: m.labelAt.anchor }] : [],
    );
    const left = (b: (typeof boxes)[number]) =>
      b.anchor === "middle" ? b.x - b.w / 2 : b.anchor === "start" ? b.x : b.x - b.w;
    for (const a of boxes)
      for (const b of boxes) {
        if (a === b) continue;
        const apart =
          left(a) + a.w <= left(b) || left(b) + b.w <= left(a) || a.y - 13 >= b.y + 3 || b.y - 13 >= a.y + 3;
        expect(apart).toBe(true);
      }
    // In a cluster too dense for every label, some go unlabelled (the list names them).
    const crowded = placeMarkers(
      Array.from({ length: 12 }, (_, i) => ({ code: `C${i}`, lon: 2 + i * 0.3, lat: 48 + i * 0.2, label: "$100" })),
      null,
    );
    expect(crowded.some((m) => m.labelAt === null)).toBe(true);
  });
});
