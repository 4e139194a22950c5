/** The top navigation bar of every page. */
import { useRef, useState } from "react";
import { ButtonLink } from "./Button.tsx";
import { useChrome } from "./chrome.ts";
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
  const { navigation, company, t } = useChrome();
  const { mainMenu, enquiryLink } = navigation;

  return (
    <header ref={ref} className="site-header" data-hidden={hidden}>
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo">
          <Image src={company.logo} alt={t("header_logo_alt", { name: company.name })} priority />
        </Link>
        <DesktopNav items={mainMenu} />
        <ButtonLink to={enquiryLink.href} variant="accent" className="site-header__enquiry">
          {enquiryLink.name}
        </ButtonLink>
        <LanguageSwitcher className="site-header__languages" othersOnly landmark />
        <MobileMenu items={mainMenu} open={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </header>
  );
}
