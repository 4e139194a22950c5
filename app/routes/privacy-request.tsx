/**
 * A personal privacy link's page (`/privacy/request/<token>`), rendered on request: what the
 * person can do, in their language. Each action is one form post that ends on the outcome page.
 * A link that does not work gets the same 404 whatever the reason (in the language of its path).
 * The page is at the path of the person's language (`/gu/privacy/request/<token>`), so its
 * `<html lang>` and header are in it too; a link opened under another language's path is sent there.
 * Never indexed, stored by a cache or named in a Referer.
 */
import { data, redirect } from "react-router";
import { localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { PRIVACY_DONE_PATH } from "../../contracts/paths.ts";
import type { PrivacyOutcome } from "../../contracts/privacy/values.ts";
import { m } from "../../messages/compiled/messages.js";
import { companyOfMeta } from "../components/chrome.ts";
import { readPostedFields } from "../forms/page-post.server.ts";
import { useLocale } from "../i18n.ts";
import { PrivacyLinkUnknown, PrivacyRequestPage } from "../sections/privacy/PrivacyRequest.tsx";
import type { Route } from "./+types/privacy-request";

const REFERRER_POLICY = "strict-origin";

/**
 * Never kept or indexed. `strict-origin` sends no path (so never the token) in a Referer, as
 * `no-referrer` would not either; but under `no-referrer` a browser sends `Origin: null` with the
 * page's own form posts, which React Router refuses as another site's (400): the buttons did nothing.
 */
const PRIVATE = {
  "cache-control": "no-store",
  "referrer-policy": REFERRER_POLICY,
  "x-robots-tag": "noindex",
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await context.privacyLink?.find(params.token);
  if (!view) return data({ view: null }, { status: 404 });
  const { pathname } = new URL(request.url);
  if (localeOfPath(pathname) !== view.locale) {
    throw redirect(localizedPath(pathname, view.locale), { status: 302, headers: PRIVATE });
  }
  return { view };
}

/**
 * The link's own page, as a path: a redirect there never names a host, so never the one a request's
 * `Host` header claims (the URL React Router sees is built on it).
 */
function samePage(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `/${pathname.replace(/^\/+/, "")}${search}`;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const intent = (await readPostedFields(request))?.intent;
  const actions = context.privacyLink;
  const outcome: PrivacyOutcome | undefined =
    intent === "withdraw" ? "withdrawn" : intent === "erase" ? "erased" : undefined;
  if (!outcome) throw redirect(samePage(request), 303);
  if (outcome === "withdrawn") {
    const done = await actions?.withdraw(params.token);
    if (!done) return data({ done: false }, { status: 404 });
    // Withdrawn before: nothing changed; the link's page says since when.
    if (done.alreadyWithdrawn) throw redirect(samePage(request), 303);
    throw redirect(`${localizedPath(PRIVACY_DONE_PATH, done.locale)}?outcome=${outcome}`, 303);
  }
  const done = await actions?.erase(params.token);
  if (!done) return data({ done: false }, { status: 404 });
  throw redirect(`${localizedPath(PRIVACY_DONE_PATH, done.locale)}?outcome=${outcome}`, 303);
}

export const headers = () => PRIVATE;

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = loaderData?.view?.locale ?? localeOfPath(location.pathname);
  const title = loaderData?.view
    ? m.privacylink_title({ company: companyOfMeta(matches).name }, { locale })
    : m.privacylink_unknown_title({}, { locale });
  return [
    { title: `${title} | ${companyOfMeta(matches).name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: REFERRER_POLICY },
  ];
};

export default function PrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  return loaderData.view && !actionData ? (
    <PrivacyRequestPage view={loaderData.view} />
  ) : (
    <PrivacyLinkUnknown locale={locale} />
  );
}
