/**
 * The planner's answer, rendered from the view (content/lift-planner/view.ts) by React: on the
 * server for the URL's query (the route's loader computes it) and in the browser as the visitor
 * types. The links are plain links, so they work without JavaScript; with it, the planner follows
 * them without a reload (`onLinkClick`).
 */
import type { MouseEventHandler } from "react";
import type { PlannerModel } from "../../../content/lift-planner/catalogue.ts";
import {
  changeText,
  listInWords,
  modelName,
  modelSpecs,
  problemText,
} from "../../../content/lift-planner/describe.ts";
import type { PlanResult } from "../../../content/lift-planner/fit.ts";
import type { PlannerView } from "../../../content/lift-planner/view.ts";
import { BOOK_PARAM, type PlannerInput, plannerPath } from "../../../contracts/lift-planner.ts";
import { PLANNER_IDS } from "./ids.ts";

/** Models shown in full before the rest fold into "more models that fit". */
export const BEST_FITS_SHOWN = 3;

/** "Book a site visit for this lift": the same figures with this model chosen, at the booking form. */
export function bookingHref(input: PlannerInput, model: PlannerModel): string {
  return `${plannerPath({ ...input, [BOOK_PARAM]: model.id })}#${PLANNER_IDS.booking}`;
}

function ModelCard({ model, input }: { model: PlannerModel; input: PlannerInput }) {
  const name = modelName(model);
  return (
    <li className="planner-model card card--framed" id={`model-${model.id}`}>
      <h3 className="planner-model__name">{name}</h3>
      <dl className="planner-model__specs">
        {modelSpecs(model).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="planner-model__actions">
        <a className="planner-model__type" href={model.typePath}>
          {model.typeName}
          <span className="visually-hidden">: all models</span>
        </a>
        <a className="button button--accent planner-model__book" href={bookingHref(input, model)}>
          Book a site visit for this lift
          <span className="visually-hidden">{`: ${name}`}</span>
        </a>
      </p>
    </li>
  );
}

interface ModelListProps {
  models: PlannerModel[];
  input: PlannerInput;
  /** The number of the first model (the folded ones go on from the best fits). */
  start?: number;
}

function ModelList({ models, input, start = 1 }: ModelListProps) {
  return (
    <ol className="planner-models" start={start > 1 ? start : undefined}>
      {models.map((model) => (
        <ModelCard key={model.id} model={model} input={input} />
      ))}
    </ol>
  );
}

function Misfits({ result }: { result: PlanResult<PlannerModel> }) {
  const count = result.notFitting.length;
  if (count === 0) return null;
  return (
    <details className="planner-misfits">
      <summary>
        {count === 1 ? "1 model does not fit, and why" : `${count} models do not fit, and why`}
      </summary>
      <ul>
        {result.notFitting.map(({ model, problems }) => (
          <li key={model.id}>
            <a href={model.typePath}>{modelName(model)}</a>
            {`: ${listInWords(problems.map(problemText))}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

function NothingFits({ result, input }: { result: PlanResult<PlannerModel>; input: PlannerInput }) {
  const { nearest, otherTypesFit } = result;
  if (!nearest) return <p className="planner-nofit">We build no model of this type.</p>;
  const changes = listInWords(nearest.problems.map(changeText));
  return (
    <>
      <div className="planner-nofit">
        <h3>No model fits these figures</h3>
        <p>
          The nearest is <strong>{modelName(nearest.model)}</strong>
          {`. The smallest change that makes it fit: ${changes}.`}
        </p>
        {otherTypesFit > 0 && (
          <p>
            {`${otherTypesFit === 1 ? "1 model" : `${otherTypesFit} models`} of other types fit these figures: `}
            <a href={plannerPath({ ...input, type: "any", [BOOK_PARAM]: "" })}>show all types</a>.
          </p>
        )}
      </div>
      <ModelList models={[nearest.model]} input={input} />
    </>
  );
}

/** The list of answers: best fits, the other fits folded, the misfits with their reasons. */
function Results({ view }: { view: PlannerView }) {
  const { result, input } = view;
  if (result.fitting.length === 0)
    return (
      <>
        <NothingFits result={result} input={input} />
        <Misfits result={result} />
      </>
    );
  const rest = result.fitting.slice(BEST_FITS_SHOWN);
  return (
    <>
      <ModelList models={result.fitting.slice(0, BEST_FITS_SHOWN)} input={input} />
      {rest.length > 0 && (
        <details className="planner-more">
          <summary>{rest.length === 1 ? "1 more model fits" : `${rest.length} more models fit`}</summary>
          <ModelList models={rest} input={input} start={BEST_FITS_SHOWN + 1} />
        </details>
      )}
      <Misfits result={result} />
    </>
  );
}

interface PlannerAnswerProps {
  view: PlannerView;
  /** Catches a click on any link in the answer (the planner follows it without a reload). */
  onLinkClick?: MouseEventHandler<HTMLElement> | undefined;
}

export function PlannerAnswer({ view, onLinkClick }: PlannerAnswerProps) {
  return (
    <div className="planner-answer">
      <h2 id={PLANNER_IDS.resultsTitle} className="planner-answer__title" tabIndex={-1}>
        Lifts that fit
      </h2>
      <p id={PLANNER_IDS.summary} className="planner-answer__summary" role="status">
        {view.summary}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks on the links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links activate by keyboard as clicks */}
      <div id={PLANNER_IDS.results} className="planner-answer__results" onClick={onLinkClick}>
        <Results view={view} />
      </div>
      <p className="planner-answer__note">
        These results are indicative, from our standard designs. The final design is decided by a site survey
        by our engineers, who check your building, local rules and the lift's use.
      </p>
    </div>
  );
}
