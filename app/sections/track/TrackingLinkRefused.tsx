/**
 * What a tracking link that opens no ticket shows, in the language of its address: why it may not
 * open (incomplete or expired, or too many unknown links tried from this connection) and the
 * number to call. One text per reason, whatever was wrong with the link, so the page never tells
 * a guesser more than that.
 */
import { company } from "../../../content/company.ts";
import { serviceDesk } from "../../../content/service-desk.ts";
import type { Locale } from "../../../contracts/locales.ts";
import { fillText, SERVICE_TEXTS } from "../../../contracts/service-texts.ts";
import { BreadcrumbBanner } from "../../components/BreadcrumbBanner.tsx";
import "./track.css";

export type TrackingRefusal = "not_found" | "rate_limited";

export function refusalTitle(locale: Locale, refusal: TrackingRefusal): string {
  const texts = SERVICE_TEXTS[locale];
  return refusal === "rate_limited" ? texts.trackLimitedTitle : texts.trackMissingTitle;
}

export function TrackingLinkRefused({ locale, refusal }: { locale: Locale; refusal: TrackingRefusal }) {
  const texts = SERVICE_TEXTS[locale];
  const limited = refusal === "rate_limited";
  return (
    <>
      <BreadcrumbBanner
        title={refusalTitle(locale, refusal)}
        subtitle={limited ? texts.trackLimitedSubtitle : texts.trackMissingSubtitle}
      />
      <section className="container section track" aria-labelledby="track-ask-us">
        <p className="track__intro">
          {limited
            ? texts.trackLimited
            : fillText(texts.trackMissing, { days: String(serviceDesk.trackingDaysAfterCompletion) })}
        </p>
        <h2 id="track-ask-us" className="track__heading">
          {texts.trackAskUs}
        </h2>
        <p className="track__contact">
          <a className="button button--primary" href={`tel:${company.phones.support.tel}`}>
            {fillText(texts.trackCall, { phone: company.phones.support.display })}
          </a>
        </p>
      </section>
    </>
  );
}
