/**
 * Right under the hero, on the first screen of a phone: for a lift that has stopped or someone
 * trapped, the 24/7 support number as a tap-to-call link (the company's, as published) and the breakdown
 * form (/service in the page's language). Plain links, its texts from the loader: no code of its own.
 */
import { localizedPath } from "../../../contracts/locales.ts";
import { SERVICE_PATH } from "../../../contracts/paths.ts";
import { useCompany } from "../../components/chrome.ts";
import { useLocale } from "../../i18n.ts";
import "./emergency-strip.css";

export interface EmergencyStripTexts {
  label: string;
  title: string;
  /** "Call +91 90000 00002, day or night", the number already in it. */
  call: string;
  report: string;
}

export function EmergencyStrip({ texts }: { texts: EmergencyStripTexts }) {
  const locale = useLocale();
  const { support } = useCompany().phones;
  return (
    <div className="emergency-strip" role="group" aria-label={texts.label}>
      <div className="container emergency-strip__inner">
        <p className="emergency-strip__title">{texts.title}</p>
        <a className="emergency-strip__call" href={`tel:${support.tel}`}>
          {texts.call}
        </a>
        <a className="emergency-strip__report" href={localizedPath(SERVICE_PATH, locale)}>
          {texts.report}
        </a>
      </div>
    </div>
  );
}
