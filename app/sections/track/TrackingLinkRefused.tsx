/**
 * What a tracking link that opens no ticket shows, in the language of its address: why it may not
 * open (incomplete or expired, or too many unknown links tried from this connection) and the
 * number to call. One text per reason, whatever was wrong with the link, so the page never tells
 * a guesser more than that.
 */
import { serviceDesk } from "../../../content/service-desk.ts";
import type { Locale } from "../../../contracts/locales.ts";
import { m } from "../../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../../components/BreadcrumbBanner.tsx";
import { useCompany } from "../../components/chrome.ts";
import "./track.css";

export type TrackingRefusal = "not_found" | "rate_limited";

export function refusalTitle(locale: Locale, refusal: TrackingRefusal): string {
  return refusal === "rate_limited"
    ? m.track_limited_title({}, { locale })
    : m.track_missing_title({}, { locale });
}

export function TrackingLinkRefused({ locale, refusal }: { locale: Locale; refusal: TrackingRefusal }) {
  const options = { locale };
  const limited = refusal === "rate_limited";
  const { support } = useCompany().phones;
  return (
    <>
      <BreadcrumbBanner
        title={refusalTitle(locale, refusal)}
        subtitle={limited ? m.track_limited_subtitle({}, options) : m.track_missing_subtitle({}, options)}
      />
      <section className="container section track" aria-labelledby="track-ask-us">
        <p className="track__intro">
          {limited
            ? m.track_limited({}, options)
            : m.track_missing({ days: String(serviceDesk.trackingDaysAfterCompletion) }, options)}
        </p>
        <h2 id="track-ask-us" className="track__heading">
          {m.track_ask_us({}, options)}
        </h2>
        <p className="track__contact">
          <a className="button button--primary" href={`tel:${support.tel}`}>
            {m.track_call({ phone: support.display }, options)}
          </a>
        </p>
      </section>
    </>
  );
}
