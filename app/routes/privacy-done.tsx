/**
 * Where a personal privacy link's action ends (`/privacy/done?outcome=withdrawn|erased&lang=gu`):
 * what was done, in the person's language. It names no person, so it holds nothing personal.
 */
import { redirect } from "react-router";
import { company } from "../../content/company.ts";
import { DEFAULT_LOCALE, isLocale } from "../../contracts/locales.ts";
import { PRIVACY_OUTCOMES, type PrivacyOutcome } from "../../contracts/privacy-messages.ts";
import { PrivacyDone as Done } from "../sections/privacy/PrivacyRequest.tsx";
import type { Route } from "./+types/privacy-done";

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const outcome = PRIVACY_OUTCOMES.find((each) => each === query.get("outcome"));
  if (!outcome) throw redirect("/");
  const lang = query.get("lang");
  return { outcome: outcome as PrivacyOutcome, locale: isLocale(lang) ? lang : DEFAULT_LOCALE };
}

export const headers = () => ({ "cache-control": "no-store", "x-robots-tag": "noindex" });

export const meta = () => [{ title: `Privacy | ${company.name}` }, { name: "robots", content: "noindex" }];

export default function PrivacyDone({ loaderData }: Route.ComponentProps) {
  return <Done outcome={loaderData.outcome} locale={loaderData.locale} />;
}
