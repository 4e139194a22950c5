/**
 * 6. Enquiry Followup Steps: preventive maintenance text and the 'Amazing Solutions' step list,
 * with the link to the service request form under it (its text comes with the section's content).
 */
import type { HomeContent } from "../../../content/home.ts";
import { m } from "../../../messages/compiled/messages.js";
import { SplitSection } from "../../components/Section.tsx";
import { CheckList, Paragraphs } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import { MoreLink } from "./MoreLink.tsx";
import { StepList } from "./StepList.tsx";
import "./steps.css";
import { ContentText } from "../../components/content-text.tsx";

interface EnquiryStepsSectionProps {
  enquirySteps: HomeContent["enquirySteps"];
  serviceSteps: HomeContent["serviceSteps"];
}

export function EnquiryStepsSection({ enquirySteps, serviceSteps }: EnquiryStepsSectionProps) {
  const locale = useLocale();
  return (
    <SplitSection
      id="enquiry-steps"
      alt
      className="enquiry"
      gridClassName="enquiry__grid"
      heading={{ id: "enquiry-title", eyebrow: enquirySteps.eyebrow, title: enquirySteps.title }}
      aside={
        <section className="enquiry__panel" aria-labelledby="enquiry-panel-title">
          <ContentText as="h3" id="enquiry-panel-title" className="enquiry__panel-title">
            {enquirySteps.panelTitle}
          </ContentText>
          <p className="enquiry__panel-lead">{m.home_steps_panel_lead({}, { locale })}</p>
          <StepList steps={serviceSteps} />
          <MoreLink
            href={enquirySteps.serviceLink.href}
            label={enquirySteps.serviceLink.text}
            context={enquirySteps.panelTitle}
          />
        </section>
      }
    >
      <Paragraphs texts={enquirySteps.paragraphs} className="enquiry__text" />
      <CheckList items={enquirySteps.checklist} className="stack enquiry__checklist" />
    </SplitSection>
  );
}
