/** The confirmation page's message: the form's success text and the way back to the site. */
import { LEAD_FORMS, type LeadKind } from "../../../contracts/lead-forms.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { FormStatus } from "../../forms/LeadFormShell.tsx";
import "./lead-result.css";

/** For a confirmation page reached without a known kind. */
const GENERIC_SUCCESS = "Thank you! We received your submission.";

export function ThankYouMessage({ kind }: { kind: LeadKind | undefined }) {
  return (
    // Not a landmark of its own: the banner's heading names the page and its region.
    <div className="section">
      <div className="container lead-result">
        <div className="card card--raised lead-result__card">
          <FormStatus status="success" message={kind ? LEAD_FORMS[kind].success : GENERIC_SUCCESS} />
          {kind !== "newsletter" && <p>Our team will get back to you within one working day.</p>}
          <p className="lead-result__links">
            <ButtonLink to="/">Back to the home page</ButtonLink>
          </p>
        </div>
      </div>
    </div>
  );
}
