/** The confirmation page's message: the form's success text and the way back to the site. */
import type { LeadKind } from "../../../contracts/lead-forms.ts";
import { formText } from "../../../contracts/lead-texts.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { FormStatus } from "../../forms/LeadFormShell.tsx";
import { useLocale } from "../../i18n.ts";
import { m } from "../../paraglide/messages.js";
import "./lead-result.css";

export function ThankYouMessage({ kind }: { kind: LeadKind | undefined }) {
  const locale = useLocale();
  // A confirmation page reached without a known kind thanks in general.
  const success = kind ? formText(kind, "success", locale) : m.result_generic_success({}, { locale });
  return (
    // Not a landmark of its own: the banner's heading names the page and its region.
    <div className="section">
      <div className="container lead-result">
        <div className="card card--raised lead-result__card">
          <FormStatus status="success" message={success} />
          {kind !== "newsletter" && <p>{m.result_reply_soon({}, { locale })}</p>}
          <p className="lead-result__links">
            <ButtonLink to="/">{m.result_back_home({}, { locale })}</ButtonLink>
          </p>
        </div>
      </div>
    </div>
  );
}
