/**
 * /lift-planner: which lift fits a building, from the company's own dimension records.
 *
 * The loader gives the page the models' figures (as published) and the planner's texts (they land in the HTML, not
 * in the JavaScript; the page writes the models' names and sizes from them). The page computes the
 * answer for the URL's query from them with the planner's view (content/lift-planner/view.ts): on
 * the server, when the page is prerendered (no query) or a URL with a query is rendered on request
 * (a shared link, a form sent without JavaScript), and in the browser, the same answer as it
 * hydrates, so the answer is in the HTML once, not again in the route data. Within the planner the
 * loader never runs again: the page computes each answer as the visitor types or follows a link in
 * the answer, with no request.
 */
import { memo, useMemo } from "react";
import { type ShouldRevalidateFunction, useLocation } from "react-router";
import { liftModelsIn } from "../../content/lift-models.ts";
import { plannerCatalogueData } from "../../content/lift-planner/catalogue.ts";
import { describeCatalogue } from "../../content/lift-planner/describe.ts";
import { REVALIDATE_EVERY_USE } from "../../contracts/cache.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { bannerPageMeta } from "../banner-page.tsx";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { deferHydration } from "../components/deferred.tsx";
import { contentIn, fixedPageData } from "../page-data.ts";
import { LiftPlanner } from "../sections/lift-planner/LiftPlanner.tsx";
import { PrintHead } from "../sections/lift-planner/PrintHead.tsx";
import type { Route } from "./+types/lift-planner";

/** The page and the planner's catalogue, with the lift models as the company published them. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const models = contentIn(context, "lift-models", locale, liftModelsIn);
  return { ...fixedPageData("liftPlanner", request), catalogue: plannerCatalogueData(locale, models) };
}

/**
 * Asked only while the planner stays on screen, that is for another query of the planner (typing, a
 * link in the answer, Back): the models are the same and the page computes that answer itself, so
 * nothing is loaded.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** An answer rendered on request depends on its URL alone: caches may keep it, checking first. */
export const headers = () => ({ "cache-control": REVALIDATE_EVERY_USE });

export const meta = bannerPageMeta;

// The appointment form: prerendered, hydrated when the visitor scrolls near it. Memoised and
// without props, so the planner's updates never touch it before it has hydrated.
const BookingForm = memo(
  deferHydration("planner-booking", () =>
    import("../sections/lift-planner/BookingForm.tsx").then((m) => m.BookingForm),
  ),
);

export default function LiftPlannerPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { banner } = loaderData.page;
  const catalogue = useMemo(() => describeCatalogue(loaderData.catalogue), [loaderData.catalogue]);
  return (
    <>
      <PrintHead />
      <BreadcrumbBanner title={banner.title} subtitle={banner.subtitle} />
      {/* Each history entry (a link, an answer link, back or forward) starts from its own URL. */}
      <LiftPlanner catalogue={catalogue} search={location.search} entry={location.key}>
        <BookingForm />
      </LiftPlanner>
    </>
  );
}
