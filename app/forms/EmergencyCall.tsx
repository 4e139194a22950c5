/** The large tap-to-call button of the 24/7 support line (content/company.ts), for someone trapped. */
import { company } from "../../content/company.ts";
import { Icon } from "../components/Icon.tsx";
import { useLocale } from "../i18n.ts";
import { m } from "../paraglide/messages.js";

export function EmergencyCall() {
  const locale = useLocale();
  const { support } = company.phones;
  return (
    <a className="button emergency-call" href={`tel:${support.tel}`}>
      <Icon name="phone" size={24} />
      {/* The number never breaks across lines. */}
      {m.service_call({ phone: support.display.replaceAll(" ", "\u00a0") }, { locale })}
    </a>
  );
}
