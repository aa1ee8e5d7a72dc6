import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TabList, TabPanel, tabAfterKey } from "./tabs";

const ids = { tab: (v: string) => `t-${v}`, panel: (v: string) => `p-${v}` };

describe("Tabs", () => {
  it("arrow keys move along the tabs and wrap; Home and End jump; other keys are left alone", () => {
    expect(tabAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabAfterKey("ArrowDown", 1, 3)).toBe(2);
    expect(tabAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabAfterKey("ArrowUp", 2, 3)).toBe(1);
    expect(tabAfterKey("Home", 2, 3)).toBe(0);
    expect(tabAfterKey("End", 0, 3)).toBe(2);
    expect(tabAfterKey("Enter", 1, 3)).toBeNull();
    expect(tabAfterKey("ArrowRight", 0, 0)).toBeNull();
  });

  it("marks the chosen tab, keeps only it in the Tab order and ties each tab to its panel", () => {
    const html = renderToStaticMarkup(
      <TabList
        items={[
          { value: "a", label: "One" },
          { value: "b", label: "Two" },
        ]}
        value="b"
        onChange={() => {}}
        ids={ids}
        label="Trip type"
      />,
    );
    expect(html).toBe(
      '<div role="tablist" aria-label="Trip type" aria-orientation="horizontal">' +
        '<button type="button" role="tab" id="t-a" aria-selected="false" aria-controls="p-a" tabindex="-1" data-state="inactive">One</button>' +
        '<button type="button" role="tab" id="t-b" aria-selected="true" aria-controls="p-b" tabindex="0" data-state="active">Two</button>' +
        "</div>",
    );
  });

  it("a panel shows its content only while chosen, and is a plain group until the tabs exist", () => {
    expect(
      renderToStaticMarkup(
        <TabPanel value="a" active ids={ids}>
          x
        </TabPanel>,
      ),
    ).toBe('<div id="p-a" role="tabpanel" aria-labelledby="t-a" tabindex="-1" data-state="active">x</div>');
    expect(
      renderToStaticMarkup(
        <TabPanel value="b" active={false} ids={ids}>
          x
        </TabPanel>,
      ),
    ).toBe('<div id="p-b" role="tabpanel" aria-labelledby="t-b" tabindex="-1" hidden="" data-state="inactive"></div>');
    expect(
      renderToStaticMarkup(
        <TabPanel value="a" active asGroup ids={ids}>
          x
        </TabPanel>,
      ),
    ).toBe('<div id="p-a" data-state="active">x</div>');
  });
});
