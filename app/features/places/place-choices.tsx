import type { Place } from "../../core/search/types";
import type { Translate } from "../../i18n/translator";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useRuleText } from "../search/form/use-rule-text";
import type { PlaceQuestion } from "./place-question";

/** A place as a choice: "Paris (all airports, PAR)", "Springfield–Branson National (SGF), Springfield, United States". */
function placeChoiceLabel(t: Translate, place: Place): string {
  if (place.type === "city") return t("search.place.choiceCity", { name: place.name, code: place.code });
  const name = place.name.replace(/\s+(International\s+)?Airport$/i, "").trim() || place.name;
  const where = [place.region, place.country].filter(Boolean).join(", ");
  return t("search.place.choiceAirport", { name, code: place.code, where });
}

/**
 * The place names of a /search query that the server could not take as one place: the reason
 * for each and, for a name that stands for several places, "Did you mean:" with each place as a
 * plain link to the same search with that place, so choosing works without JavaScript.
 */
export function SearchPlaceQuestions({ questions }: { questions: readonly PlaceQuestion[] }) {
  const t = useT();
  const say = useRuleText();
  return (
    <div role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="place-questions">
      {questions.map((question) => (
        <div key={`${question.field}${question.leg}`} className="text-sm text-slate-900">
          <p className="font-semibold">{say(question.problem)}</p>
          {question.choices.length > 0 && (
            <p className="mt-1">
              {t("search.place.didYouMean")}{" "}
              {question.choices.map((choice, i) => (
                <span key={choice.place.id}>
                  {i > 0 && <span aria-hidden="true"> · </span>}
                  <Link
                    to={`/search?${choice.search}`}
                    className="font-semibold text-brand-700 underline"
                    data-testid="place-choice"
                  >
                    {placeChoiceLabel(t, choice.place)}
                  </Link>
                </span>
              ))}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * A form's choices for a place name that stands for several places: submit buttons carrying
 * the place's code under the field's own name. Rendered before the field's input, so the
 * chosen code comes first in the form data and is what the server reads, with or without
 * JavaScript (`onChoose` also puts the place in the field when the page is hydrated).
 */
export function PlaceChoiceButtons({
  name,
  choices,
  onChoose,
}: {
  name: string;
  choices: readonly Place[];
  onChoose?: (place: Place) => void;
}) {
  const t = useT();
  return (
    <p className="mb-1 flex flex-wrap items-center gap-1 text-sm text-slate-900" data-testid={`${name}-choices`}>
      <span>{t("search.place.didYouMean")}</span>
      {choices.map((place) => (
        <button
          key={place.id}
          type="submit"
          name={name}
          value={place.code}
          formNoValidate
          onClick={() => onChoose?.(place)}
          className="rounded-full border border-brand-300 bg-white px-2 py-0.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {placeChoiceLabel(t, place)}
        </button>
      ))}
    </p>
  );
}
