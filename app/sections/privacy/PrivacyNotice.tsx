/**
 * The full privacy notice: one titled part per topic (who we are, what each form collects, how long
 * we keep it, who processes it, the rights, how to use them, how to complain), as headings, lists,
 * a table of the retention periods and the contact for data questions. Static text from the
 * route's loader, in the page's language.
 */
import type { ReactNode } from "react";
import type { PrivacyNotice } from "../../../content/privacy-notice.ts";
import "./privacy-notice.css";

function Topic({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="privacy-notice__topic" aria-labelledby={id}>
      <h2 id={id} className="privacy-notice__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function PrivacyNoticeSections({ notice }: { notice: PrivacyNotice }) {
  const { text, contact, processors } = notice;
  const forms = [
    [text.formAppointment, text.collectAppointment],
    [text.formPlanner, text.collectPlanner],
    [text.formInquiry, text.collectInquiry],
    [text.formQuestion, text.collectQuestion],
    [text.formAmcQuote, text.collectAmcQuote],
    [text.formNewsletter, text.collectNewsletter],
  ];
  const retention = [
    [text.retentionLeads, text.retentionLeadsPeriod],
    [text.retentionNewsletter, text.retentionNewsletterPeriod],
    [text.retentionTickets, text.retentionTicketsPeriod],
  ];
  const rights = [
    text.rightSee,
    text.rightCorrect,
    text.rightErase,
    text.rightWithdraw,
    text.rightNominate,
    text.rightComplain,
  ];
  return (
    <div className="section container">
      <div className="privacy-notice">
        <p className="privacy-notice__intro">{text.intro}</p>

        <Topic id="privacy-who" heading={text.whoHeading}>
          <p>{text.who}</p>
        </Topic>

        <Topic id="privacy-collect" heading={text.collectHeading}>
          <dl className="privacy-notice__terms">
            {forms.map(([form, collects]) => (
              <div key={form}>
                <dt>{form}</dt>
                <dd>{collects}</dd>
              </div>
            ))}
          </dl>
          <p>{text.collectTechnical}</p>
          <p>{text.versions}</p>
        </Topic>

        <Topic id="privacy-retention" heading={text.retentionHeading}>
          <table className="privacy-notice__table" aria-labelledby="privacy-retention">
            <thead>
              <tr>
                <th scope="col">{text.retentionRecord}</th>
                <th scope="col">{text.retentionPeriod}</th>
              </tr>
            </thead>
            <tbody>
              {retention.map(([record, period]) => (
                <tr key={record}>
                  <th scope="row">{record}</th>
                  <td>{period}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{text.retentionDeletion}</p>
        </Topic>

        <Topic id="privacy-processors" heading={text.processorsHeading}>
          <dl className="privacy-notice__terms">
            {processors.map((processor) => (
              <div key={processor.name}>
                <dt>{processor.name}</dt>
                <dd>{processor.purpose}</dd>
              </div>
            ))}
          </dl>
          <p>{text.processorsTerms}</p>
        </Topic>

        <Topic id="privacy-rights" heading={text.rightsHeading}>
          <p>{text.rightsIntro}</p>
          <ul className="privacy-notice__rights">
            {rights.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
        </Topic>

        <Topic id="privacy-how" heading={text.howHeading}>
          <p>{text.howLink}</p>
          <p>{text.howWrite}</p>
          <dl className="privacy-notice__contact">
            <div>
              <dt>{text.contactPerson}</dt>
              <dd>{contact.name}</dd>
            </div>
            <div>
              <dt>{text.contactEmail}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>{text.contactAnswer}</dt>
              <dd>{text.contactDays}</dd>
            </div>
          </dl>
        </Topic>

        <Topic id="privacy-complain" heading={text.complainHeading}>
          <p>{text.complain}</p>
          <p>{text.complainBoard}</p>
        </Topic>
      </div>
    </div>
  );
}
