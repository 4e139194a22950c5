/**
 * The small-screen menu: a hamburger button opens a slide-in side panel with
 * expandable submenus, one expanded at a time. Closes on a click outside, Escape or a link
 * choice; the page does not scroll while it is open; focus stays inside and returns to the
 * button on close. Without JavaScript the button is replaced by a link to the footer's site map.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { isGroup, type NavItem } from "../../content/navigation.ts";
import { useChrome } from "./chrome.ts";
import { Icon } from "./Icon.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { NavLink } from "./Link.tsx";
import { MenuLinks } from "./MenuLinks.tsx";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MobileMenuProps {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MobileMenu({ items, open, onOpenChange: setOpen }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { t } = useChrome();

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      setExpanded(null);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen],
  );

  // Choosing a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => close(false), [pathname, close]);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add("scroll-locked");
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== "Tab") return;
      // Keep focus inside: the toggle button plus the panel's controls.
      const focusables = [
        buttonRef.current,
        ...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
      ].filter((element): element is HTMLElement => element !== null && element.offsetParent !== null);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.body.classList.remove("scroll-locked");
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);

  return (
    <>
      <a className="menu-sitemap-link" href="#site-map">
        <Icon name="menu" size={22} />
        <span className="menu-sitemap-link__word">{t("nav_menu")}</span>
      </a>
      <button
        ref={buttonRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("nav_close_menu") : t("nav_open_menu")}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Icon name={open ? "close" : "menu"} size={24} />
      </button>
      <div className="mobile-menu__backdrop" data-open={open} aria-hidden="true" />
      <div ref={panelRef} id={panelId} className="mobile-menu" data-open={open}>
        <LanguageSwitcher className="mobile-menu__languages" />
        <nav aria-label={t("nav_mobile_label")}>
          <ul className="mobile-menu__list">
            {items.map((item) =>
              isGroup(item) ? (
                <li key={item.name}>
                  <button
                    type="button"
                    className="mobile-menu__link mobile-menu__toggle"
                    aria-expanded={expanded === item.name}
                    aria-controls={`${panelId}-${item.name}`}
                    onClick={() => setExpanded((current) => (current === item.name ? null : item.name))}
                  >
                    {item.name}
                    <Icon name="chevronDown" size={18} className="mobile-menu__chevron" />
                  </button>
                  <MenuLinks
                    links={item.submenu}
                    id={`${panelId}-${item.name}`}
                    className="mobile-menu__submenu"
                    linkClassName="mobile-menu__sublink"
                    hidden={expanded !== item.name}
                  />
                </li>
              ) : (
                <li key={item.href}>
                  <NavLink to={item.href} className="mobile-menu__link">
                    {item.name}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}
