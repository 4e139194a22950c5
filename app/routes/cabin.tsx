/** One layout for the eight cabin design pages (SPEC 2.9); the design is chosen by the path. */
import { useLocation } from "react-router";
import { cabinByPath } from "../../content/cabins.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";
import type { Route } from "./+types/cabin";

export const meta = ({ location }: Route.MetaArgs) => {
  const cabin = cabinByPath(location.pathname);
  if (!cabin) return [];
  return seo({
    path: cabin.path,
    title: `${cabin.title} Lift Cabin Design | Urdhva Elevators`,
    description: cabin.metaDescription,
    ogImage: "/og/cabins.png",
    breadcrumbName: cabin.title,
  });
};

export default function Cabin() {
  const cabin = cabinByPath(useLocation().pathname);
  if (!cabin) return null;
  return (
    <>
      <BreadcrumbBanner title={cabin.title} subtitle="Cabin design" />
      <section className="section container">
        <p className="prose">{cabin.metaDescription}</p>
      </section>
    </>
  );
}
