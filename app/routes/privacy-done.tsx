/**
 * Where a personal privacy link's action ends (`/gu/privacy/done?outcome=withdrawn|erased`): what
 * was done, in the person's language, which is the path's (so `<html lang>` and the header are in
 * it). An older address naming the language in `?lang=` is sent to its language's path. It names
 * no person, so it holds nothing personal.
 */
import { redirect } from "react-router";
import { isLocale, localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { PRIVACY_OUTCOMES, type PrivacyOutcome } from "../../contracts/privacy/values.ts";
import { m } from "../../messages/compiled/messages.js";
import { companyOfMeta } from "../components/chrome.ts";
import { PrivacyDone as Done } from "../sections/privacy/PrivacyRequest.tsx";
import type { Route } from "./+types/privacy-done";

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const outcome = PRIVACY_OUTCOMES.find((each) => each === query.get("outcome"));
  const { pathname } = new URL(request.url);
  if (!outcome) throw redirect(localizedPath("/", localeOfPath(pathname)));
  const lang = query.get("lang");
  if (isLocale(lang)) throw redirect(`${localizedPath(pathname, lang)}?outcome=${outcome}`);
  return { outcome: outcome as PrivacyOutcome, locale: localeOfPath(pathname) };
}

export const headers = () => ({ "cache-control": "no-store", "x-robots-tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const options = { locale: loaderData?.locale ?? "en" };
  const title =
    loaderData?.outcome === "erased"
      ? m.privacylink_erased_title({}, options)
      : m.privacylink_withdrawn_title({}, options);
  return [{ title: `${title} | ${companyOfMeta(matches).name}` }, { name: "robots", content: "noindex" }];
};

export default function PrivacyDone({ loaderData }: Route.ComponentProps) {
  return <Done outcome={loaderData.outcome} locale={loaderData.locale} />;
}
