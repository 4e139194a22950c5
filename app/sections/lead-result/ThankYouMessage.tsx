/** The confirmation page's message: the form's success text and the way back to the site. */
import type { LeadKind } from "../../../contracts/leads/forms.ts";
import { m } from "../../../messages/compiled/messages.js";
import { ButtonLink } from "../../components/Button.tsx";
import { FormStatus } from "../../forms/LeadFormShell.tsx";
import { useLocale } from "../../i18n.ts";
import { thankYouLines } from "./thank-you-lines.ts";
import "./lead-result.css";

export function ThankYouMessage({ kind }: { kind: LeadKind | undefined }) {
  const locale = useLocale();
  const [success, ...more] = thankYouLines(kind, locale);
  return (
    // Not a landmark of its own: the banner's heading names the page and its region.
    <div className="section">
      <div className="container lead-result">
        <div className="card card--raised lead-result__card">
          <FormStatus status="success" message={success} />
          {more.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className="lead-result__links">
            <ButtonLink to="/">{m.result_back_home({}, { locale })}</ButtonLink>
          </p>
        </div>
      </div>
    </div>
  );
}
