/**
 * /lift-planner: which lift fits a building, from the company's own dimension records. The models
 * come from a loader that runs when the page is prerendered (they land in the HTML, not in the
 * JavaScript); the answer is computed in the browser from the URL query, and by the server for
 * visitors without JavaScript (server/routes/lift-planner.ts), with the same code.
 */
import { memo } from "react";
import { useLocation } from "react-router";
import { plannerCatalogue } from "../../content/lift-planner/catalogue.ts";
import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { deferUntilVisible } from "../components/deferred.tsx";
import { LiftPlanner } from "../sections/lift-planner/LiftPlanner.tsx";
import { PrintHead } from "../sections/lift-planner/PrintHead.tsx";
import { seo } from "../seo.ts";
import type { Route } from "./+types/lift-planner";

export const loader = () => ({ catalogue: plannerCatalogue() });

export const meta = () => seo({ ...pages.liftPlanner, breadcrumbName: "Lift Planner" });

// The appointment form: prerendered, hydrated when the visitor scrolls near it. Memoised and
// without props, so the planner's updates never touch it before it has hydrated.
const BookingForm = memo(
  deferUntilVisible("planner-booking", () =>
    import("../sections/lift-planner/BookingForm.tsx").then((m) => m.BookingForm),
  ),
);

export default function LiftPlannerPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <>
      <PrintHead />
      <BreadcrumbBanner title="Lift Planner" subtitle="Which of our lifts fits your building?" />
      {/* Each history entry (a link, an answer link, back or forward) starts from its own URL. */}
      <LiftPlanner catalogue={loaderData.catalogue} search={location.search} entry={location.key}>
        <BookingForm />
      </LiftPlanner>
    </>
  );
}
