/**
 * The page of a personal privacy link, in its person's language: withdraw consent and erase my
 * data, each one plain form post (it works without JavaScript); the answer for a link that does
 * not work; and the outcome page an action ends on.
 */
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales.ts";
import type { PrivacyLinkView } from "../../../contracts/page-context.ts";
import {
  PRIVACY_MESSAGES,
  type PrivacyOutcome,
  privacyDate,
  privacyValues,
} from "../../../contracts/privacy-messages.ts";
import { fillMessage } from "../../../contracts/privacy-notices/notice.ts";
import { Button } from "../../components/Button.tsx";
import "./privacy.css";

const text = (locale: Locale, key: keyof (typeof PRIVACY_MESSAGES)["en"], values = {}) =>
  fillMessage(PRIVACY_MESSAGES[locale][key], { ...privacyValues(locale), ...values });

function PrivacyCard({ locale, title, children }: { locale: Locale; title: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby="page-title" lang={locale}>
      <div className="container privacy-request">
        <div className="card card--raised privacy-request__card">
          <h1 id="page-title" className="privacy-request__title">
            {title}
          </h1>
          {children}
          <p className="privacy-request__questions">{text(locale, "questions")}</p>
        </div>
      </div>
    </section>
  );
}

export function PrivacyRequestPage({ view }: { view: PrivacyLinkView }) {
  const { locale, consentWithdrawnAt, nothingToWithdraw } = view;
  return (
    <PrivacyCard locale={locale} title={text(locale, "title")}>
      <p>{text(locale, "intro")}</p>
      <form method="post" className="privacy-request__action" aria-labelledby="privacy-withdraw">
        <h2 id="privacy-withdraw">{text(locale, "withdrawHeading")}</h2>
        {nothingToWithdraw ? (
          <p>{text(locale, "withdrawNothing")}</p>
        ) : consentWithdrawnAt ? (
          <p>
            {text(locale, "withdrawnAlready", { date: privacyDate(new Date(consentWithdrawnAt), locale) })}
          </p>
        ) : (
          <>
            <p>{text(locale, "withdrawText")}</p>
            <Button type="submit" name="intent" value="withdraw" variant="outline">
              {text(locale, "withdrawButton")}
            </Button>
          </>
        )}
      </form>
      <form method="post" className="privacy-request__action" aria-labelledby="privacy-erase">
        <h2 id="privacy-erase">{text(locale, "eraseHeading")}</h2>
        <p>{text(locale, "eraseText")}</p>
        <Button type="submit" name="intent" value="erase">
          {text(locale, "eraseButton")}
        </Button>
      </form>
    </PrivacyCard>
  );
}

/**
 * The one answer for every link that does not work, whatever the reason (unknown, altered, used
 * up), in the language of the path it was opened at.
 */
export function PrivacyLinkUnknown({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  return (
    <PrivacyCard locale={locale} title={text(locale, "unknownTitle")}>
      <p>{text(locale, "unknownText")}</p>
    </PrivacyCard>
  );
}

export function PrivacyDone({ outcome, locale }: { outcome: PrivacyOutcome; locale: Locale }) {
  const [title, body] =
    outcome === "erased"
      ? (["erasedTitle", "erasedText"] as const)
      : (["withdrawnTitle", "withdrawnText"] as const);
  return (
    <PrivacyCard locale={locale} title={text(locale, title)}>
      <p>{text(locale, body)}</p>
    </PrivacyCard>
  );
}
