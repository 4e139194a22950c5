/** Career page: the apply-by-email instruction and the director's signature block. */
import { career } from "../../../content/career.ts";
import { company } from "../../../content/company.ts";
import { specialists } from "../../../content/specialists.ts";
import { Icon } from "../../components/Icon.tsx";
import { applyHref } from "./Openings.tsx";

export function Apply() {
  const { apply, director } = career;
  const signatory = specialists.find((person) => person.id === director.specialistId);
  return (
    <section id="apply" className="section section--alt" aria-labelledby="apply-title">
      <div className="container split split--from-56rem apply">
        <div className="card apply__card">
          <span className="apply__icon">
            <Icon name="mail" size={28} />
          </span>
          <h2 id="apply-title" className="apply__title">
            {apply.title}
          </h2>
          <p>{apply.text}</p>
          <p className="apply__email">
            <a href={applyHref("Position name")}>{company.emails.careers}</a>
          </p>
          <p className="apply__subject">
            Subject line: <strong>{apply.subject.replace("[position]", "<position name>")}</strong>
          </p>
        </div>
        <figure className="signature">
          <blockquote className="signature__quote">
            <Icon name="quote" size={32} />
            <p>{director.message}</p>
          </blockquote>
          {signatory && (
            <figcaption className="signature__by">
              <span className="signature__name">{signatory.title}</span>
              <span className="signature__role">
                {signatory.post}, {company.name}
              </span>
            </figcaption>
          )}
        </figure>
      </div>
    </section>
  );
}
