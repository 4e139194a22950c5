/**
 * What a lead's or a service ticket's page says of its person's privacy: the language, the notice
 * their form showed (version, when, its text), a withdrawal (do not contact them) and an erasure.
 */
import type { Locale } from "../../../contracts/locales.ts";
import { LOCALE_LABELS, shortTime } from "../labels.ts";

interface PrivacyRecordProps {
  /** The lead or the ticket. */
  record: {
    locale: Locale;
    noticeVersion: string | null;
    noticeAt: Date | null;
    consentWithdrawnAt?: Date | null | undefined;
    erasedAt?: Date | null | undefined;
  };
  /** The notice's text, as it was shown. */
  notice: string | undefined;
  /** What an erasure removed, in a few words. */
  erasedWhat: string;
}

export function PrivacyRecord({ record, notice, erasedWhat }: PrivacyRecordProps) {
  const { locale, noticeVersion, noticeAt, consentWithdrawnAt, erasedAt } = record;
  return (
    <>
      <h3>Privacy</h3>
      <dl className="fields">
        <div>
          <dt>Language</dt>
          <dd>{LOCALE_LABELS[locale]}</dd>
        </div>
        <div>
          <dt>Notice shown</dt>
          <dd>
            {noticeVersion && noticeAt ? (
              <>
                version <code>{noticeVersion}</code>, sent with the form{" "}
                <time dateTime={noticeAt.toISOString()}>{shortTime(noticeAt)}</time>
                {notice ? <blockquote lang={locale}>{notice}</blockquote> : null}
              </>
            ) : (
              "none (sent before the forms showed one)"
            )}
          </dd>
        </div>
        {consentWithdrawnAt ? (
          <div>
            <dt>Consent withdrawn</dt>
            <dd>
              <time dateTime={consentWithdrawnAt.toISOString()}>{shortTime(consentWithdrawnAt)}</time>
              {erasedAt?.getTime() === consentWithdrawnAt.getTime()
                ? ", with the erasure of their data: do not contact them"
                : ", by their personal link: do not contact them"}
            </dd>
          </div>
        ) : null}
        {erasedAt ? (
          <div>
            <dt>Erased</dt>
            <dd>
              <time dateTime={erasedAt.toISOString()}>{shortTime(erasedAt)}</time>: {erasedWhat}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
