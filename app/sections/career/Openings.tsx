/** Career page: internships and current job openings; each job links to the apply-by-email block. */
import type { Career } from "../../../content/career.ts";
import { m } from "../../../messages/compiled/messages.js";
import { useCompany } from "../../components/chrome.ts";
import { Icon } from "../../components/Icon.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import { CheckList, FactList } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import "../../components/button.css";
import { ContentText } from "../../components/content-text.tsx";

/** A mailto link to the careers inbox `email`, its subject the page's `subject` with `[position]` filled in. */
export const applyHref = (email: string, subject: string, position: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject.replace("[position]", position))}`;

export function Openings({ career }: { career: Career }) {
  const { internships, apply } = career;
  const locale = useLocale();
  const careers = useCompany().emails.careers;
  return (
    <section className="section container" aria-labelledby="jobs-title">
      <section className="internship" aria-labelledby="internships-title">
        <div>
          <p className="internship__eyebrow">{m.career_internships_eyebrow({}, { locale })}</p>
          <ContentText as="h2" id="internships-title" className="internship__title">
            {internships.title}
          </ContentText>
          <ContentText as="p">{internships.text}</ContentText>
        </div>
        <div>
          <CheckList items={internships.points} className="internship__points" />
          <a
            className="button button--accent"
            href={applyHref(careers, apply.subject, m.career_internship_position({}, { locale }))}
          >
            {m.career_internship_apply({}, { locale })}
          </a>
        </div>
      </section>

      <SectionHeading
        id="jobs-title"
        eyebrow={m.career_jobs_eyebrow({}, { locale })}
        title={m.career_jobs_title({}, { locale })}
        lead={m.career_jobs_lead({}, { locale })}
      />
      <ul className="card-grid jobs">
        {career.jobs.map((job) => (
          <li key={job.id} id={`job-${job.id}`} className="card card--framed job">
            <ContentText as="h3" className="job__title">
              {job.title}
            </ContentText>
            <FactList
              className="job__facts"
              facts={[
                { label: m.career_job_location({}, { locale }), value: job.location },
                { label: m.career_job_type({}, { locale }), value: job.type },
                { label: m.career_job_experience({}, { locale }), value: job.experience },
              ]}
            />
            <ContentText as="p" className="job__summary">
              {job.summary}
            </ContentText>
            <ul className="job__requirements">
              {job.requirements.map((requirement) => (
                <ContentText as="li" key={requirement}>
                  {requirement}
                </ContentText>
              ))}
            </ul>
            <a className="card-link job__apply" href={applyHref(careers, apply.subject, job.title)}>
              {m.career_job_apply({}, { locale })}
              <span className="visually-hidden">
                {" "}
                {m.career_job_apply_for({ title: job.title }, { locale })}
              </span>
              <Icon name="arrowRight" size={18} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
