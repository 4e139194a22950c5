/**
 * The letterhead of the printed spec sheet: the company's name and how to reach it. Hidden on
 * screen (the page's own header and footer say it there); only print shows it.
 */
import { company } from "../../../content/company.ts";

export function PrintHead() {
  const office = company.headOffice;
  return (
    <div className="planner-print-head">
      <p className="planner-print-head__name">{company.name}</p>
      <p>
        {office.street}, {office.city} {office.postalCode}, {office.region}
      </p>
      <p>
        {Object.values(company.phones)
          .map((phone) => `${phone.label}: ${phone.display}`)
          .join(" · ")}{" "}
        · {company.emails.sales} · {company.siteUrl.replace(/^https?:\/\//, "")}
      </p>
    </div>
  );
}
