import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.faq, breadcrumbName: "FAQ's" });

export default function Faq() {
  return (
    <>
      <BreadcrumbBanner title="FAQ's" subtitle="Answers to common questions" />
      <section className="section container">
        <p className="prose">
          Answers about maintenance, modernisation, costs and our services, and a form to ask your own
          question.
        </p>
      </section>
    </>
  );
}
