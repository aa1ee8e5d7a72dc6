import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Sheet } from "./sheet";

describe("Sheet", () => {
  it("is a native dialog whose content exists only while it is open", () => {
    const closed = renderToStaticMarkup(
      <Sheet open={false} onClose={() => {}} aria-labelledby="h" data-testid="s">
        {() => <h2 id="h">Filters</h2>}
      </Sheet>,
    );
    expect(closed).toMatch(/^<dialog class="[^"]*open:flex" aria-labelledby="h" data-testid="s"><\/dialog>$/);

    const open = renderToStaticMarkup(
      <Sheet open onClose={() => {}} aria-labelledby="h" className="lg:hidden">
        {(close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      </Sheet>,
    );
    // The browser, not the markup, opens it (showModal): no `open` attribute is rendered.
    expect(open).toMatch(
      /^<dialog class="[^"]* lg:hidden" aria-labelledby="h"><button type="button">Done<\/button><\/dialog>$/,
    );
  });
});
