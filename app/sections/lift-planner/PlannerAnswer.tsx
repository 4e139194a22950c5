/**
 * The planner's answer, rendered from the view (content/lift-planner/view.ts) by React: on the
 * server for the URL's query (the route's loader computes it) and in the browser as the visitor
 * types. The links are plain links, so they work without JavaScript; with it, the planner follows
 * them without a reload (`onLinkClick`).
 */
import type { MouseEventHandler } from "react";
import type { PlannerModel } from "../../../content/lift-planner/catalogue.ts";
import { changesText, type PlannerLanguage, problemsText } from "../../../content/lift-planner/describe.ts";
import type { PlanResult } from "../../../content/lift-planner/fit.ts";
import type { PlannerView } from "../../../content/lift-planner/view.ts";
import { fillText } from "../../../contracts/fill-text.ts";
import { BOOK_PARAM, type PlannerInput, plannerPath } from "../../../contracts/lift-planner.ts";
import { type Locale, localizedPath } from "../../../contracts/locales.ts";
import { PLANNER_IDS } from "./ids.ts";

/** Models shown in full before the rest fold into "more models that fit". */
export const BEST_FITS_SHOWN = 3;

/** "Book a site visit for this lift": the same figures with this model chosen, at the booking form. */
export function bookingHref(input: PlannerInput, model: PlannerModel, locale: Locale = "en"): string {
  return `${localizedPath(plannerPath({ ...input, [BOOK_PARAM]: model.id }), locale)}#${PLANNER_IDS.booking}`;
}

interface ModelProps {
  model: PlannerModel;
  input: PlannerInput;
  language: PlannerLanguage;
}

function ModelCard({ model, input, language: { locale, texts } }: ModelProps) {
  const { name } = model;
  return (
    <li className="planner-model card card--framed" id={`model-${model.id}`}>
      <h3 className="planner-model__name">{name}</h3>
      <dl className="planner-model__specs">
        {model.specs.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="planner-model__actions">
        <a className="planner-model__type" href={model.typePath}>
          {model.typeName}
          <span className="visually-hidden">{texts.planner_type_all_models}</span>
        </a>
        <a className="button button--accent planner-model__book" href={bookingHref(input, model, locale)}>
          {texts.planner_book_this}
          <span className="visually-hidden">{`: ${name}`}</span>
        </a>
      </p>
    </li>
  );
}

interface ModelListProps {
  models: PlannerModel[];
  input: PlannerInput;
  language: PlannerLanguage;
  /** The number of the first model (the folded ones go on from the best fits). */
  start?: number;
}

function ModelList({ models, input, language, start = 1 }: ModelListProps) {
  return (
    <ol className="planner-models" start={start > 1 ? start : undefined}>
      {models.map((model) => (
        <ModelCard key={model.id} model={model} input={input} language={language} />
      ))}
    </ol>
  );
}

interface ResultProps {
  result: PlanResult<PlannerModel>;
  input: PlannerInput;
  language: PlannerLanguage;
}

function Misfits({ result, language }: Omit<ResultProps, "input">) {
  const count = result.notFitting.length;
  if (count === 0) return null;
  const { texts } = language;
  return (
    <details className="planner-misfits">
      <summary>
        {count === 1 ? texts.planner_misfits_one : fillText(texts.planner_misfits_many, { count })}
      </summary>
      <ul>
        {result.notFitting.map(({ model, problems }) => (
          <li key={model.id}>
            <a href={model.typePath}>{model.name}</a>
            {`: ${problemsText(language, problems)}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

function NothingFits({ result, input, language }: ResultProps) {
  const { nearest, otherTypesFit } = result;
  const { locale, texts } = language;
  if (!nearest) return <p className="planner-nofit">{texts.planner_no_model}</p>;
  const changes = changesText(language, nearest.problems);
  const allTypes = localizedPath(plannerPath({ ...input, type: "any", [BOOK_PARAM]: "" }), locale);
  return (
    <>
      <div className="planner-nofit">
        <h3>{texts.planner_nofit_title}</h3>
        <p>
          {texts.planner_nearest_before}
          <strong>{nearest.model.name}</strong>
          {fillText(texts.planner_nearest_after, { changes })}
        </p>
        {otherTypesFit > 0 && (
          <p>
            {otherTypesFit === 1
              ? texts.planner_other_types_one
              : fillText(texts.planner_other_types_many, { count: otherTypesFit })}
            <a href={allTypes}>{texts.planner_show_all_types}</a>.
          </p>
        )}
      </div>
      <ModelList models={[nearest.model]} input={input} language={language} />
    </>
  );
}

/** The list of answers: best fits, the other fits folded, the misfits with their reasons. */
function Results({ view, language }: { view: PlannerView; language: PlannerLanguage }) {
  const { result, input } = view;
  const { texts } = language;
  if (result.fitting.length === 0)
    return (
      <>
        <NothingFits result={result} input={input} language={language} />
        <Misfits result={result} language={language} />
      </>
    );
  const rest = result.fitting.slice(BEST_FITS_SHOWN);
  return (
    <>
      <ModelList models={result.fitting.slice(0, BEST_FITS_SHOWN)} input={input} language={language} />
      {rest.length > 0 && (
        <details className="planner-more">
          <summary>
            {rest.length === 1
              ? texts.planner_more_one
              : fillText(texts.planner_more_many, { count: rest.length })}
          </summary>
          <ModelList models={rest} input={input} language={language} start={BEST_FITS_SHOWN + 1} />
        </details>
      )}
      <Misfits result={result} language={language} />
    </>
  );
}

interface PlannerAnswerProps {
  view: PlannerView;
  language: PlannerLanguage;
  /** Catches a click on any link in the answer (the planner follows it without a reload). */
  onLinkClick?: MouseEventHandler<HTMLElement> | undefined;
}

export function PlannerAnswer({ view, language, onLinkClick }: PlannerAnswerProps) {
  return (
    <div className="planner-answer">
      <h2 id={PLANNER_IDS.resultsTitle} className="planner-answer__title" tabIndex={-1}>
        {language.texts.planner_results_title}
      </h2>
      <p id={PLANNER_IDS.summary} className="planner-answer__summary" role="status">
        {view.summary}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks on the links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links activate by keyboard as clicks */}
      <div id={PLANNER_IDS.results} className="planner-answer__results" onClick={onLinkClick}>
        <Results view={view} language={language} />
      </div>
      <p className="planner-answer__note">{language.texts.planner_note}</p>
    </div>
  );
}
