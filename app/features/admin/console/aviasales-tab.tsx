import { travelpayoutsInfo } from "../../../core/providers/travelpayouts/travelpayouts-info";
import { AviasalesTester } from "../avs-tester-panel";

/** The Aviasales tester inside the console, with a link to its full page. */
export function AviasalesTab({ marker }: { marker: string }) {
  return (
    <div>
      <h2 className="text-xl font-semibold text-slate-900">Aviasales API</h2>
      <p className="mt-1 text-sm text-slate-700">
        Tests the {travelpayoutsInfo.label} Data API (marker {marker}). The full tester is at{" "}
        <a className="text-brand-700 underline" href="/avs-tester" target="_blank" rel="noopener">
          /avs-tester
        </a>
        .
      </p>
      <AviasalesTester compact />
    </div>
  );
}
