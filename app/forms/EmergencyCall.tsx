/**
 * The large tap-to-call button of the 24/7 support line (the company's, as the page shows it), for someone trapped,
 * and the same number as a link inside a message.
 */
import { m } from "../../messages/compiled/messages.js";
import { useCompany } from "../components/chrome.ts";
import { Icon } from "../components/Icon.tsx";
import { useLocale } from "../i18n.ts";

export function EmergencyCall() {
  const locale = useLocale();
  const { support } = useCompany().phones;
  return (
    <a className="button emergency-call" href={`tel:${support.tel}`}>
      <Icon name="phone" size={24} />
      {/* The number never breaks across lines. */}
      {m.service_call({ phone: support.display.replaceAll(" ", "\u00a0") }, { locale })}
    </a>
  );
}

/**
 * A message that names the 24/7 number (a refusal, the form's failure text), with the number as a
 * tel: link, so a phone calls it with one tap.
 */
export function WithSupportCall({ text }: { text: string }) {
  const { support } = useCompany().phones;
  const parts = text.split(support.display);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one fixed text, never reordered: their position is a stable key.
        <span key={index}>
          {index > 0 ? <a href={`tel:${support.tel}`}>{support.display}</a> : null}
          {part}
        </span>
      ))}
    </>
  );
}

/** A message with the 24/7 number in it as a tel: link (a form's `render`). */
export const withSupportCall = (message: string) => <WithSupportCall text={message} />;
