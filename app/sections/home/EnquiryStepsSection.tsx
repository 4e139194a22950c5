/** 6. Enquiry Followup Steps: preventive maintenance text and the 'Amazing Solutions' step list. */
import { enquirySteps, serviceSteps } from "../../../content/home.ts";
import { Icon } from "../../components/Icon.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import { StepList } from "./StepList.tsx";
import "./steps.css";

export function EnquiryStepsSection() {
  return (
    <section id="enquiry-steps" className="section section--alt enquiry" aria-labelledby="enquiry-title">
      <div className="container enquiry__grid">
        <div>
          <SectionHeading
            id="enquiry-title"
            eyebrow={enquirySteps.eyebrow}
            title={enquirySteps.title}
            align="start"
          />
          {enquirySteps.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="enquiry__text">
              {paragraph}
            </p>
          ))}
          <ul className="enquiry__checklist">
            {enquirySteps.checklist.map((item) => (
              <li key={item}>
                <Icon name="check" size={20} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <aside className="enquiry__panel" aria-labelledby="enquiry-panel-title">
          <h3 id="enquiry-panel-title" className="enquiry__panel-title">
            {enquirySteps.panelTitle}
          </h3>
          <p className="enquiry__panel-lead">A service call, step by step: newest first.</p>
          <StepList steps={serviceSteps} />
        </aside>
      </div>
    </section>
  );
}
