import { OFFLINE_SOURCE, type SourceName, sourceInfo, sourceLabel } from "../../../core/providers/registry";
import type { MessageKey } from "../../../i18n/message-key";
import type { Translate } from "../../../i18n/translator";

/**
 * A source's name and description in the page's language. The registry's labels are brand names
 * (Amadeus, Travelpayouts) except the offline engine's, which is words; its descriptions are words.
 * A source the catalogue does not know keeps the registry's text, and an unknown name itself.
 */
const DESCRIPTIONS: Record<SourceName, MessageKey> = {
  sample: "results.source.sampleDescription",
  amadeus: "results.source.amadeusDescription",
  travelpayouts: "results.source.travelpayoutsDescription",
};

export function sourceName(t: Translate, name: string): string {
  return name === OFFLINE_SOURCE.name ? t("results.source.sample") : sourceLabel(name);
}

export function sourceDescription(t: Translate, name: string): string {
  const key = DESCRIPTIONS[name as SourceName];
  return key ? t(key) : (sourceInfo(name)?.description ?? name);
}
