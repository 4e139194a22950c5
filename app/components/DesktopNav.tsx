/**
 * The wide-screen menu. Submenus open on hover, on click and from the keyboard
 * (Enter/Space/ArrowDown on the button; Escape closes and returns focus). Without JavaScript
 * they open on hover and :focus-within, so every link stays reachable.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { isGroup, type NavGroup, type NavItem } from "../../content/navigation.ts";
import { pathWithoutLocale } from "../../contracts/locales.ts";
import { useChrome } from "./chrome.ts";
import { Icon } from "./Icon.tsx";
import { NavLink } from "./Link.tsx";
import { MenuLinks } from "./MenuLinks.tsx";

export function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <nav className="desktop-nav" aria-label={useChrome().t("nav_main_label")}>
      <ul className="desktop-nav__list">
        {items.map((item) =>
          isGroup(item) ? (
            <DesktopGroup key={item.name} group={item} />
          ) : (
            <li key={item.href} className="desktop-nav__item">
              <NavLink to={item.href} className="icon-label desktop-nav__link">
                {item.name}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DesktopGroup({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const submenuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** A hover opened it: the click that usually follows the hover must not close it again. */
  const openedByHover = useRef(false);
  const active = group.submenu.some((link) => link.href === pathWithoutLocale(pathname));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => setOpen(false), [pathname]);

  const focusFirstLink = () => requestAnimationFrame(() => listRef.current?.querySelector("a")?.focus());

  return (
    <li
      className="desktop-nav__item desktop-nav__item--group"
      data-open={open}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`icon-label desktop-nav__link desktop-nav__toggle${active ? " active" : ""}`}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            focusFirstLink();
          }
        }}
      >
        {group.name}
        <Icon name="chevronDown" size={16} className="desktop-nav__chevron" />
      </button>
      <MenuLinks
        links={group.submenu}
        id={submenuId}
        ref={listRef}
        className="desktop-nav__submenu"
        linkClassName="desktop-nav__sublink"
      />
    </li>
  );
}
