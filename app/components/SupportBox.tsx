/**
 * The 24/7 support box: the support phone and email from the company config, as click-to-call and
 * mailto links. Used on the About and Career pages.
 */
import { useId } from "react";
import { m } from "../../messages/compiled/messages.js";
import { useLocale } from "../i18n.ts";
import { useCompany } from "./chrome.ts";
import { Icon } from "./Icon.tsx";
import "./support-box.css";

interface SupportBoxProps {
  /** Heading level inside the page outline. */
  level?: 2 | 3;
  className?: string;
}

export function SupportBox({ level = 3, className = "" }: SupportBoxProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const titleId = useId();
  const locale = useLocale();
  const { phones, emails } = useCompany();
  const phone = phones.support;
  const email = emails.support;
  return (
    <section className={`support-box ${className}`} aria-labelledby={titleId}>
      <span className="support-box__icon">
        <Icon name="headset" size={28} />
      </span>
      <div>
        <Heading id={titleId} className="support-box__title">
          {m.common_support_title({}, { locale })}
        </Heading>
        <p className="support-box__text">{m.common_support_text({}, { locale })}</p>
        <ul className="support-box__links">
          <li>
            <Icon name="phone" size={18} />
            <a className="link-on-dark" href={`tel:${phone.tel}`}>
              <span className="visually-hidden">{m.common_support_call({}, { locale })} </span>
              {phone.display}
            </a>
          </li>
          <li>
            <Icon name="mail" size={18} />
            <a className="link-on-dark" href={`mailto:${email}`}>
              <span className="visually-hidden">{m.common_support_email({}, { locale })} </span>
              {email}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
