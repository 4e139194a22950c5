/**
 * The chosen model above the booking form, or how to choose one. A choice the figures rule out
 * (judgeChoice in content/lift-planner/fit.ts) is named as dropped, so the visitor sees why it is
 * no longer there; the nearest model, booked when nothing fits, names the change it needs.
 */
import { changeText, listInWords, modelName } from "../../../content/lift-planner/describe.ts";
import type { PlannerView } from "../../../content/lift-planner/view.ts";

function HowToChoose() {
  return (
    <p>
      Choose <strong>Book a site visit for this lift</strong> on any model above, or just send your details:
      our engineer brings the drawings.
    </p>
  );
}

export function ChosenModel({ view }: { view: PlannerView }) {
  if (view.dropped)
    return (
      <>
        <p>
          <strong>{modelName(view.dropped)}</strong> does not fit these figures, so it is no longer part of
          your request.
        </p>
        <HowToChoose />
      </>
    );
  if (!view.chosen) return <HowToChoose />;
  const { model, problems } = view.chosen;
  const misfit =
    problems.length > 0
      ? ` It does not fit these figures as they are; the smallest change that makes it fit: ${listInWords(problems.map(changeText))}.`
      : "";
  return (
    <p>
      For: <strong>{modelName(model)}</strong>
      {`.${misfit} Your figures and this model go with your request.`}
    </p>
  );
}
