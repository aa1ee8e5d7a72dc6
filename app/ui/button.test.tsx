import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

describe("Button", () => {
  it("is a plain button (not a form submit) in the primary look unless told otherwise", () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toBe(
      '<button type="button" class="btn btn-primary btn-md">Save</button>',
    );
  });

  it("keeps its type, ARIA and test id, and adds the caller's utilities after the kit's classes", () => {
    const html = renderToStaticMarkup(
      <Button type="submit" variant="secondary" size="sm" aria-expanded={false} data-testid="go" className="mt-3">
        Go
      </Button>,
    );
    expect(html).toBe(
      '<button type="submit" class="btn btn-secondary btn-sm mt-3" aria-expanded="false" data-testid="go">Go</button>',
    );
  });

  it("an inline button takes no padding class: it reads as a link in a sentence", () => {
    expect(buttonClass({ variant: "link", size: "inline" })).toBe("btn btn-link");
  });
});
