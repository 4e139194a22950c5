/**
 * The letterhead of the printed spec sheet: the company's name and how to reach it. Hidden on
 * screen (the page's own header and footer say it there); only print shows it.
 */
import { useCompany } from "../../components/chrome.ts";
import { ContentText, langOf } from "../../components/content-text.tsx";
import { useLocale } from "../../i18n.ts";

/** In the page's language: the address and the phones' labels as the page's footer writes them. */
export function PrintHead() {
  const company = useCompany();
  const locale = useLocale();
  const { headOffice: office, phones } = company;
  const address = `${office.street}, ${office.city} ${office.postalCode}, ${office.region}`;
  const phoneLines = Object.values(phones)
    .map((phone) => `${phone.label}: ${phone.display}`)
    .join(" · ");
  return (
    <div className="planner-print-head">
      <p className="planner-print-head__name">{company.name}</p>
      <ContentText as="p">{address}</ContentText>
      <p lang={langOf(phoneLines, locale)}>
        {phoneLines} · {company.emails.sales} · {company.siteUrl.replace(/^https?:\/\//, "")}
      </p>
    </div>
  );
}
