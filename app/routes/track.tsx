/**
 * /track/<token>: a service ticket's private tracking page, rendered on request from the database
 * (the server's `findTicket`, contracts/page-context.ts). A ticket's link is in its language
 * (`trackPath`: /track/…, /gu/track/…, /hi/track/…), and the same token under another language's
 * prefix opens it in that language (the header's switcher links there): the whole page, header,
 * menus, footer and the ticket's times, speaks the language of its address. An
 * unknown, altered or expired link is a 404, and too many unknown links from one visitor a 429,
 * each a page of this route in the language of the address it was asked at. Never prerendered,
 * cached or indexed (the server adds no-store, no-referrer, noindex).
 */
import { data } from "react-router";
import { localeOfPath } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { companyOfMeta } from "../components/chrome.ts";
import { TicketTracking } from "../sections/track/TicketTracking.tsx";
import { refusalTitle, TrackingLinkRefused } from "../sections/track/TrackingLinkRefused.tsx";
import type { Route } from "./+types/track";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = params.token ?? "";
  const found = await context.findTicket?.(token);
  const locale = localeOfPath(new URL(request.url).pathname);
  if (found === "rate_limited") return data({ locale, refusal: "rate_limited" as const }, { status: 429 });
  if (!found) return data({ locale, refusal: "not_found" as const }, { status: 404 });
  return { ticket: found };
}

export const headers = () => ({ "cache-control": "no-store", "referrer-policy": "no-referrer" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: !loaderData
      ? companyOfMeta(matches).name
      : "ticket" in loaderData
        ? `${loaderData.ticket.number} | ${m.track_title({}, { locale: loaderData.ticket.locale })} | ${companyOfMeta(matches).name}`
        : `${refusalTitle(loaderData.locale, loaderData.refusal)} | ${companyOfMeta(matches).name}`,
  },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function Track({ loaderData }: Route.ComponentProps) {
  if (!("ticket" in loaderData)) return <TrackingLinkRefused {...loaderData} />;
  const { ticket } = loaderData;
  const options = { locale: ticket.locale };
  return (
    <>
      <BreadcrumbBanner
        title={m.track_title({}, options)}
        subtitle={m.track_subtitle({ ticket: ticket.number }, options)}
      />
      <TicketTracking ticket={ticket} />
    </>
  );
}
