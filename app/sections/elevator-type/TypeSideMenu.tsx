/**
 * The seven service links beside the type pages: door design and the six lift types,
 * the current one highlighted (NavLink sets aria-current="page"). On phones it becomes a row of
 * chips that scrolls sideways; a call-us card follows on wide screens.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { m } from "../../../messages/compiled/messages.js";
import { ButtonLink } from "../../components/Button.tsx";
import { useChrome } from "../../components/chrome.ts";
import { Icon } from "../../components/Icon.tsx";
import { NavLink } from "../../components/Link.tsx";
import { useLocale } from "../../i18n.ts";
import "./type-layout.css";
import "./type-side-menu.css";

export function TypeSideMenu() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const locale = useLocale();
  const { navigation, company } = useChrome();
  const { servicesMenu } = navigation;
  const phone = company.phones.sales;
  const shownBefore = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same menu stays mounted across type pages; re-run per path
  useEffect(() => {
    // Phones show the menu as a sideways-scrolling row: bring the current chip into view, except
    // on the page as first shown if the visitor has already moved the row before the page ran.
    const element = list.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    const movedByVisitor = !shownBefore.current && element !== null && element.scrollLeft !== 0;
    shownBefore.current = true;
    if (!element || !current || movedByVisitor || element.scrollWidth <= element.clientWidth) return;
    element.scrollLeft = current.offsetLeft - 16;
  }, [pathname]);
  return (
    <aside className="stack type-aside">
      <nav className="type-menu" aria-labelledby="type-menu-title">
        <h2 id="type-menu-title" className="type-menu__title">
          {m.type_menu_title({}, { locale })}
        </h2>
        <ul className="type-menu__list" ref={list}>
          {servicesMenu.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className="type-menu__link">
                {link.name}
                <Icon name="chevronRight" size={18} className="type-menu__chevron" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="type-call">
        <Icon name="headset" size={28} className="type-call__icon" />
        <p className="type-call__title">{m.type_call_title({}, { locale })}</p>
        <p className="type-call__text">{m.type_call_text({}, { locale })}</p>
        <a className="link-on-dark type-call__phone" href={`tel:${phone.tel}`}>
          {phone.display}
        </a>
        <ButtonLink to="/contact-us" variant="accent">
          {m.type_call_enquiry({}, { locale })}
        </ButtonLink>
      </div>
    </aside>
  );
}
