/** Links on the home page: "#section" targets stay plain anchors (no router hop), paths use <Link>. */
import type { ReactNode } from "react";
import { Link } from "../../components/Link.tsx";
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
