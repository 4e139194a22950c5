/**
 * The lift planner: the form, the answer and the booking of a site visit for a chosen model.
 *
 * The whole state is the URL query. Each history entry reads it and computes its answer with the
 * planner's view, as the server did for the page it sent (so the hydrated page is the server's), and
 * after that each keystroke recomputes the answer in the browser, synchronously, with the same view. The URL follows a moment later through history.replaceState,
 * without a router navigation or a network request, so typing adds no history. A link in the answer
 * ("Book a site visit for this lift", "show all types") is a router navigation: it adds a history
 * entry, and Back returns to the answer it was chosen from.
 */
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PlannerCatalogue } from "../../../content/lift-planner/catalogue.ts";
import { plannerView } from "../../../content/lift-planner/view.ts";
import { SOURCE_PAGE_FIELD } from "../../../contracts/leads/fields.ts";
import {
  BOOK_PARAM,
  PLANNER_PATH,
  type PlannerField,
  type PlannerInput,
  plannerPath,
  readPlannerSearch,
} from "../../../contracts/lift-planner.ts";
import { localeOfPath, localizedPath, pathWithoutLocale } from "../../../contracts/locales.ts";
import { ChosenModel } from "./ChosenModel.tsx";
import { PLANNER_IDS } from "./ids.ts";
import { PlannerAnswer } from "./PlannerAnswer.tsx";
import { PlannerForm } from "./PlannerForm.tsx";
import "./lift-planner.css";
import "./planner-print.css";

/** How long the URL waits for typing to pause (browsers throttle rapid history updates). */
export const URL_SYNC_DELAY_MS = 300;

/** The planner's address as the browser shows it, in the view's normal form (and the page's language). */
const shownPath = () =>
  localizedPath(
    plannerPath(readPlannerSearch(window.location.search)),
    localeOfPath(window.location.pathname),
  );

/** Writes the planner's address in place, keeping the router's own history state and the hash. */
function replaceUrl(path: string) {
  window.history.replaceState(window.history.state, "", `${path}${window.location.hash}`);
}

/** The URL follows the view (a choice the figures rule out leaves it) once typing pauses. */
function useUrlSync(path: string) {
  useEffect(() => {
    if (path === shownPath()) return;
    const timer = window.setTimeout(() => replaceUrl(path), URL_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path]);
}

/**
 * The input of the current history entry: read from the URL when the entry changes (a link to the
 * planner, an answer link, Back or Forward), then the visitor's own as they type.
 */
function useEntryInput(search: string, entry: string) {
  const [state, setState] = useState(() => ({ entry, input: readPlannerSearch(search) }));
  let current = state;
  if (state.entry !== entry) {
    current = { entry, input: readPlannerSearch(search) };
    setState(current);
  }
  const setInput = (update: (input: PlannerInput) => PlannerInput) =>
    setState((previous) => ({ ...previous, input: update(previous.input) }));
  return [current.input, setInput] as const;
}

interface LiftPlannerProps {
  catalogue: PlannerCatalogue;
  /** The URL query of the current history entry. */
  search: string;
  /** Which history entry this is (the router's location key): a new one is read from its URL. */
  entry: string;
  /** The booking form (deferred): shown under the chosen model. */
  children: ReactNode;
}

export function LiftPlanner({ catalogue, search, entry, children }: LiftPlannerProps) {
  const [input, setInput] = useEntryInput(search, entry);
  const view = useMemo(() => plannerView(catalogue, input), [catalogue, input]);
  const navigate = useNavigate();
  /** Where focus goes once the page shows the next answer (`leaving`: not while on this entry). */
  const focusAfterRender = useRef<{ id: string; leaving?: string } | null>(null);
  useUrlSync(view.path);

  useEffect(() => {
    const pending = focusAfterRender.current;
    if (!pending || pending.leaving === entry) return;
    focusAfterRender.current = null;
    const target = document.getElementById(pending.id);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "start" });
  });

  const onValue = (field: PlannerField, value: string) =>
    setInput((current) => ({ ...current, [field]: value }));

  // Links inside the answer are plain links (they work without JavaScript): follow them without a reload.
  const onResultsClick = (event: React.MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest("a");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    if (pathWithoutLocale(url.pathname) !== PLANNER_PATH) {
      navigate(url.pathname + url.search);
      return;
    }
    // The entry being left keeps the figures as typed (written now, not after the pause), so Back
    // shows this answer again.
    if (view.path !== shownPath()) replaceUrl(view.path);
    const id = url.searchParams.get(BOOK_PARAM) ? PLANNER_IDS.bookingTitle : PLANNER_IDS.resultsTitle;
    focusAfterRender.current = { id, leaving: entry };
    // As a browser does with a plain link: the address already shown is replaced, not repeated.
    const target = url.pathname + url.search + url.hash;
    const shown = window.location;
    const replace = target === shown.pathname + shown.search + shown.hash;
    navigate(target, { preventScrollReset: true, replace });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    focusAfterRender.current = { id: PLANNER_IDS.resultsTitle };
    setInput((current) => ({ ...current, [BOOK_PARAM]: undefined }));
  };

  return (
    <>
      <div className="section planner">
        <div className="container split planner__layout">
          <PlannerForm
            types={catalogue.types}
            language={catalogue}
            view={view}
            onValue={onValue}
            onSubmit={onSubmit}
          />
          <PlannerAnswer view={view} language={catalogue} onLinkClick={onResultsClick} />
        </div>
      </div>
      <section
        id={PLANNER_IDS.booking}
        className="section section--alt planner-book"
        aria-labelledby={PLANNER_IDS.bookingTitle}
      >
        <div className="container planner-book__inner">
          <h2 id={PLANNER_IDS.bookingTitle} className="planner-book__title" tabIndex={-1}>
            {catalogue.texts.planner_book_title}
          </h2>
          <div id={PLANNER_IDS.chosen} className="planner-book__chosen">
            <ChosenModel view={view} language={catalogue} />
          </div>
          <input
            id={PLANNER_IDS.plan}
            type="hidden"
            name="plan"
            form={PLANNER_IDS.bookingForm}
            value={view.plan}
          />
          <input
            id={PLANNER_IDS.source}
            type="hidden"
            name={SOURCE_PAGE_FIELD}
            form={PLANNER_IDS.bookingForm}
            value={view.path}
          />
          {children}
        </div>
      </section>
    </>
  );
}
