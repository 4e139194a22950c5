/** Career page: the apply-by-email instruction and the director's signature block. */
import type { Career } from "../../../content/career.ts";
import { m } from "../../../messages/compiled/messages.js";
import { useCompany } from "../../components/chrome.ts";
import { ContentText, inPageLanguage, langOf } from "../../components/content-text.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useLocale } from "../../i18n.ts";
import { applyHref } from "./Openings.tsx";

/** Who signs the page: the managing director's name and post, in the page's language. */
export interface Signatory {
  name: string;
  post: string;
}

export function Apply({ career, signatory }: { career: Career; signatory?: Signatory }) {
  const { apply, director } = career;
  const locale = useLocale();
  const company = useCompany();
  return (
    <section id="apply" className="section section--alt" aria-labelledby="apply-title">
      <div className="container split split--from-56rem apply">
        <div className="card apply__card">
          <span className="apply__icon">
            <Icon name="mail" size={28} />
          </span>
          <ContentText as="h2" id="apply-title" className="apply__title">
            {apply.title}
          </ContentText>
          <ContentText as="p">{apply.text}</ContentText>
          <p className="apply__email">
            <a
              href={applyHref(company.emails.careers, apply.subject, m.career_position_name({}, { locale }))}
            >
              {company.emails.careers}
            </a>
          </p>
          <p className="apply__subject">
            {m.career_subject_label({}, { locale })}{" "}
            <strong lang={langOf(apply.subject, locale)}>
              {apply.subject.replace("[position]", m.career_subject_placeholder({}, { locale }))}
            </strong>
          </p>
        </div>
        <figure className="signature">
          <blockquote className="signature__quote">
            <Icon name="quote" size={32} />
            <ContentText as="p">{director.message}</ContentText>
          </blockquote>
          {signatory && (
            <figcaption className="signature__by">
              <ContentText as="span" className="signature__name">
                {signatory.name}
              </ContentText>
              <span className="signature__role">
                {inPageLanguage(signatory.post, locale)}, {company.name}
              </span>
            </figcaption>
          )}
        </figure>
      </div>
    </section>
  );
}
