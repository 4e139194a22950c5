/** Links on the home page: "#section" targets stay plain anchors (no router hop), paths use <Link>. */
import type { ReactNode } from "react";
import { Icon } from "../../components/Icon.tsx";
import { Link } from "../../components/Link.tsx";
import { useLocale } from "../../i18n.ts";
import { m } from "../../paraglide/messages.js";
import "./home-link.css";

interface HomeLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

export function HomeLink({ href, className, children, ...aria }: HomeLinkProps) {
  if (href.startsWith("#"))
    return (
      <a href={href} className={className} {...aria}>
        {children}
      </a>
    );
  return (
    <Link to={href} className={className} {...aria}>
      {children}
    </Link>
  );
}

/** "View more" (or `label`) with an arrow that slides and an underline that grows on hover. */
export function MoreLink({ href, label, context }: { href: string; label?: string; context: string }) {
  const locale = useLocale();
  const text = label ?? m.home_view_more({}, { locale });
  return (
    <HomeLink href={href} className="more-link" aria-label={`${text}: ${context}`}>
      <span className="more-link__text">{text}</span>
      <Icon name="arrowRight" size={18} className="more-link__icon" />
    </HomeLink>
  );
}
