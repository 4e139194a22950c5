/**
 * The page of a personal privacy link, in its person's language: withdraw consent and erase my
 * data, each one plain form post (it works without JavaScript); the answer for a link that does
 * not work; and the outcome page an action ends on. The company's values (its data contact) are
 * the published ones, in the page's language (`useCompany`).
 */
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales.ts";
import type { PrivacyLinkView } from "../../../contracts/page-context.ts";
import { type PrivacyOutcome, privacyDate, privacyValues } from "../../../contracts/privacy/values.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Button } from "../../components/Button.tsx";
import { useCompany } from "../../components/chrome.ts";
import "./privacy.css";

function PrivacyCard({ locale, title, children }: { locale: Locale; title: string; children: ReactNode }) {
  const company = useCompany();
  return (
    <section className="section" aria-labelledby="page-title" lang={locale}>
      <div className="container privacy-request">
        <div className="card card--raised privacy-request__card">
          <h1 id="page-title" className="privacy-request__title">
            {title}
          </h1>
          {children}
          <p className="privacy-request__questions">
            {m.privacylink_questions(privacyValues(company), { locale })}
          </p>
        </div>
      </div>
    </section>
  );
}

export function PrivacyRequestPage({ view }: { view: PrivacyLinkView }) {
  const { locale, consentWithdrawnAt, nothingToWithdraw } = view;
  const options = { locale };
  const company = useCompany();
  return (
    <PrivacyCard locale={locale} title={m.privacylink_title(privacyValues(company), options)}>
      <p>{m.privacylink_intro({}, options)}</p>
      <form method="post" className="privacy-request__action" aria-labelledby="privacy-withdraw">
        <h2 id="privacy-withdraw">{m.privacylink_withdraw_heading({}, options)}</h2>
        {nothingToWithdraw ? (
          <p>{m.privacylink_withdraw_nothing({}, options)}</p>
        ) : consentWithdrawnAt ? (
          <p>
            {m.privacylink_withdrawn_already(
              { date: privacyDate(new Date(consentWithdrawnAt), locale) },
              options,
            )}
          </p>
        ) : (
          <>
            <p>{m.privacylink_withdraw_text({}, options)}</p>
            <Button type="submit" name="intent" value="withdraw" variant="outline">
              {m.privacylink_withdraw_button({}, options)}
            </Button>
          </>
        )}
      </form>
      <form method="post" className="privacy-request__action" aria-labelledby="privacy-erase">
        <h2 id="privacy-erase">{m.privacylink_erase_heading({}, options)}</h2>
        <p>{m.privacylink_erase_text({}, options)}</p>
        <Button type="submit" name="intent" value="erase">
          {m.privacylink_erase_button({}, options)}
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
  const company = useCompany();
  return (
    <PrivacyCard locale={locale} title={m.privacylink_unknown_title({}, { locale })}>
      <p>{m.privacylink_unknown_text(privacyValues(company), { locale })}</p>
    </PrivacyCard>
  );
}

export function PrivacyDone({ outcome, locale }: { outcome: PrivacyOutcome; locale: Locale }) {
  const erased = outcome === "erased";
  const options = { locale };
  return (
    <PrivacyCard
      locale={locale}
      title={erased ? m.privacylink_erased_title({}, options) : m.privacylink_withdrawn_title({}, options)}
    >
      <p>{erased ? m.privacylink_erased_text({}, options) : m.privacylink_withdrawn_text({}, options)}</p>
    </PrivacyCard>
  );
}
