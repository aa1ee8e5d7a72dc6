import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { Card } from "./card";

describe("Card", () => {
  it("keeps the element the markup needs and passes its attributes on", () => {
    expect(
      renderToStaticMarkup(
        <Card as="li" className="p-4" data-testid="alert-item">
          x
        </Card>,
      ),
    ).toBe('<li class="card p-4" data-testid="alert-item">x</li>');
    expect(renderToStaticMarkup(<Card>y</Card>)).toBe('<div class="card">y</div>');
  });
});

describe("Badge", () => {
  it("a square chip for table states, a pill for labels", () => {
    expect(renderToStaticMarkup(<Badge tone="ok">ok</Badge>)).toBe('<span class="badge badge-ok">ok</span>');
    expect(
      renderToStaticMarkup(
        <Badge tone="warn" pill className="ml-2">
          Long layover
        </Badge>,
      ),
    ).toBe('<span class="badge badge-warn badge-pill ml-2">Long layover</span>');
  });
});
