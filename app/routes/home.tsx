import { company } from "../../content/company.ts";
import { pages } from "../../content/pages.ts";
import { localBusinessesJsonLd, organizationJsonLd, seo } from "../seo.ts";

export const meta = () => seo({ ...pages.home, jsonLd: [organizationJsonLd(), ...localBusinessesJsonLd()] });

export default function Home() {
  return (
    <section className="section container" style={{ paddingTop: "calc(var(--header-height) + 3rem)" }}>
      <h1>
        {company.name}: all elevator &amp; lift solutions, founded in {company.foundedYear}
      </h1>
      <p className="prose">
        Capsule, passenger, hospital, hydraulic, home and goods lifts, designed, installed and serviced across
        Gujarat.
      </p>
    </section>
  );
}
