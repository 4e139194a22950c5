/** One layout for the six elevator type pages (SPEC 2.9); the content is chosen by the path. */
import { useLocation } from "react-router";
import { elevatorTypeByPath } from "../../content/elevator-types.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";
import type { Route } from "./+types/elevator-type";

export const meta = ({ location }: Route.MetaArgs) => {
  const type = elevatorTypeByPath(location.pathname);
  if (!type) return [];
  return seo({
    path: type.path,
    title: type.metaTitle,
    description: type.metaDescription,
    ogImage: "/og/services.png",
    breadcrumbName: type.headerTitle,
  });
};

export default function ElevatorType() {
  const type = elevatorTypeByPath(useLocation().pathname);
  if (!type) return null;
  return (
    <>
      <BreadcrumbBanner
        title={type.headerTitle}
        subtitle="Designed, installed and serviced by our engineers"
      />
      <section className="section container">
        <p className="prose">{type.metaDescription}</p>
      </section>
    </>
  );
}
