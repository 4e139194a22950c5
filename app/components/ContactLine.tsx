/**
 * How the site writes a way to reach us: ContactLine puts an icon before it (footer, home
 * appointment band), PhoneNumber is "Sales: +91 …" as a tel: link, EmailLink a mailto: link that
 * shows the address.
 */
import type { ReactNode } from "react";
import type { Company } from "../../content/company.ts";
import { useLocale } from "../i18n.ts";
import { inPageLanguage } from "./content-text.tsx";
import { Icon, type IconName } from "./Icon.tsx";

interface ContactLineProps {
  icon: IconName;
  iconSize: number;
  /** A paragraph of an <address>, or an item of a list of contacts. */
  as?: "p" | "li";
  children: ReactNode;
}

export function ContactLine({ icon, iconSize, as: Tag = "p", children }: ContactLineProps) {
  return (
    <Tag>
      <Icon name={icon} size={iconSize} />
      {children}
    </Tag>
  );
}

export function PhoneNumber({ phone }: { phone: Company["phones"]["sales"] }) {
  const locale = useLocale();
  return (
    <span>
      {inPageLanguage(phone.label, locale)}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
    </span>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
