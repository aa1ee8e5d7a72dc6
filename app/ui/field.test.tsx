import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

const input = (control: object) => <input {...control} name="email" className="control" />;

describe("Field", () => {
  it("labels its control and adds no ARIA while there is nothing to describe", () => {
    expect(
      renderToStaticMarkup(
        <Field id="f-email" label="E-mail">
          {input}
        </Field>,
      ),
    ).toBe(
      '<div><label for="f-email" class="field-label">E-mail</label><input id="f-email" class="control" name="email"/></div>',
    );
  });

  it("ties the hint to the control", () => {
    const html = renderToStaticMarkup(
      <Field id="f-to" label="To" hint="City or airport code">
        {input}
      </Field>,
    );
    expect(html).toContain('<p id="f-to-hint" class="field-hint">City or airport code</p>');
    expect(html).toContain('<input id="f-to" aria-describedby="f-to-hint"');
    expect(html).not.toContain("aria-invalid");
  });

  it("marks the control invalid and has it described by the hint and then the error", () => {
    const html = renderToStaticMarkup(
      <Field id="f-to" label="To" hint="City or airport code" error="Pick a destination">
        {(control) => <select {...control} className="control" />}
      </Field>,
    );
    expect(html).toContain('<select id="f-to" aria-invalid="true" aria-describedby="f-to-hint f-to-error"');
    expect(html).toMatch(/<\/select><p id="f-to-error" class="field-error">Pick a destination<\/p><\/div>$/);
  });

  it("an empty error is no error", () => {
    const html = renderToStaticMarkup(
      <Field id="f-m" label="Message" error="">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(html).toBe('<div><label for="f-m" class="field-label">Message</label><textarea id="f-m"></textarea></div>');
  });
});
