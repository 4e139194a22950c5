/** Career page: internships and current job openings; each job links to the apply-by-email block. */
import { career } from "../../../content/career.ts";
import { company } from "../../../content/company.ts";
import { Icon } from "../../components/Icon.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import { CheckList, FactList } from "../../components/text-blocks.tsx";
import "../../components/button.css";

export const applyHref = (position: string) =>
  `mailto:${company.emails.careers}?subject=${encodeURIComponent(career.apply.subject.replace("[position]", position))}`;

export function Openings() {
  const { internships } = career;
  return (
    <section className="section container" aria-labelledby="jobs-title">
      <section className="internship" aria-labelledby="internships-title">
        <div>
          <p className="internship__eyebrow">For students</p>
          <h2 id="internships-title" className="internship__title">
            {internships.title}
          </h2>
          <p>{internships.text}</p>
        </div>
        <div>
          <CheckList items={internships.points} className="internship__points" />
          <a className="button button--accent" href={applyHref("Internship")}>
            Apply for an internship
          </a>
        </div>
      </section>

      <SectionHeading
        id="jobs-title"
        eyebrow="Jobs"
        title="Current openings"
        lead="Full-time roles in installation, service, sales and R&D."
      />
      <ul className="card-grid jobs">
        {career.jobs.map((job) => (
          <li key={job.id} id={`job-${job.id}`} className="card card--framed job">
            <h3 className="job__title">{job.title}</h3>
            <FactList
              className="job__facts"
              facts={[
                { label: "Location", value: job.location },
                { label: "Type", value: job.type },
                { label: "Experience", value: job.experience },
              ]}
            />
            <p className="job__summary">{job.summary}</p>
            <ul className="job__requirements">
              {job.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
            <a className="card-link job__apply" href={applyHref(job.title)}>
              Apply by email<span className="visually-hidden"> for {job.title}</span>
              <Icon name="arrowRight" size={18} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
