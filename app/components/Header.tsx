/** The top navigation bar of every page. */
import { useRef, useState } from "react";
import { company } from "../../content/company.ts";
import { navigationIn } from "../../content/navigation.ts";
import { useLocale } from "../i18n.ts";
import { m } from "../paraglide/messages.js";
import { ButtonLink } from "./Button.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { Image } from "./Image.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Link } from "./Link.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { useHideOnScroll } from "./useHideOnScroll.ts";
import "./header.css";

export function Header() {
  const ref = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(ref, menuOpen);
  const locale = useLocale();
  const { mainMenu, enquiryLink } = navigationIn(locale);

  return (
    <header ref={ref} className="site-header" data-hidden={hidden}>
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo">
          <Image src={company.logo} alt={m.header_logo_alt({ name: company.name }, { locale })} priority />
        </Link>
        <DesktopNav items={mainMenu} />
        <ButtonLink to={enquiryLink.href} variant="accent" className="site-header__enquiry">
          {enquiryLink.name}
        </ButtonLink>
        <LanguageSwitcher className="site-header__languages" othersOnly />
        <MobileMenu items={mainMenu} open={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </header>
  );
}
