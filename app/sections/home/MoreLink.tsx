import { m } from "../../../messages/compiled/messages.js";
import { ContentText } from "../../components/content-text.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useLocale } from "../../i18n.ts";
import { HomeLink } from "./HomeLink.tsx";

/** "View more" (or `label`) with an arrow that slides and an underline that grows on hover. */
export function MoreLink({ href, label, context }: { href: string; label?: string; context: string }) {
  const locale = useLocale();
  const text = label ?? m.home_view_more({}, { locale });
  return (
    <HomeLink href={href} className="more-link" aria-label={`${text}: ${context}`}>
      <ContentText as="span" className="more-link__text">
        {text}
      </ContentText>
      <Icon name="arrowRight" size={18} className="more-link__icon" />
    </HomeLink>
  );
}
