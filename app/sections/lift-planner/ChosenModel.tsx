/**
 * The chosen model above the booking form, or how to choose one. A choice the figures rule out
 * (judgeChoice in content/lift-planner/fit.ts) is named as dropped, so the visitor sees why it is
 * no longer there; the nearest model, booked when nothing fits, names the change it needs.
 */
import { changesText, type PlannerLanguage } from "../../../content/lift-planner/describe.ts";
import type { PlannerView } from "../../../content/lift-planner/view.ts";
import { fillText } from "../../../contracts/fill-text.ts";

function HowToChoose({ language: { texts } }: { language: PlannerLanguage }) {
  return (
    <p>
      {texts.planner_choose_before}
      <strong>{texts.planner_book_this}</strong>
      {texts.planner_choose_after}
    </p>
  );
}

export function ChosenModel({ view, language }: { view: PlannerView; language: PlannerLanguage }) {
  const { texts } = language;
  if (view.dropped)
    return (
      <>
        <p>
          <strong>{view.dropped.name}</strong>
          {texts.planner_dropped_after}
        </p>
        <HowToChoose language={language} />
      </>
    );
  if (!view.chosen) return <HowToChoose language={language} />;
  const { model, problems } = view.chosen;
  const misfit =
    problems.length > 0
      ? fillText(texts.planner_chosen_misfit, { changes: changesText(language, problems) })
      : "";
  return (
    <p>
      {texts.planner_chosen_before}
      <strong>{model.name}</strong>
      {fillText(texts.planner_chosen_after, { misfit })}
    </p>
  );
}
