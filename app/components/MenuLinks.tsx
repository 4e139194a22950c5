/** A menu's list of page links (a submenu of the wide-screen or the small-screen menu). */
import type { Ref } from "react";
import type { NavLink as NavLinkItem } from "../../content/navigation.ts";
import { NavLink } from "./Link.tsx";

interface MenuLinksProps {
  links: readonly NavLinkItem[];
  id?: string;
  className: string;
  linkClassName: string;
  hidden?: boolean;
  ref?: Ref<HTMLUListElement>;
}

/** Each link is marked as the current page (class "active", aria-current) on its own path only. */
export function MenuLinks({ links, id, className, linkClassName, hidden, ref }: MenuLinksProps) {
  return (
    <ul id={id} ref={ref} className={className} hidden={hidden}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} className={linkClassName}>
            {link.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
