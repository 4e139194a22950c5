/** The top navigation bar of every page. */
import { useRef, useState } from "react";
import { Link } from "react-router";
import { company } from "../../content/company.ts";
import { enquiryLink, mainMenu } from "../../content/navigation.ts";
import { ButtonLink } from "./Button.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { Image } from "./Image.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { useHideOnScroll } from "./useHideOnScroll.ts";
import "./header.css";

export function Header() {
  const ref = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(ref, menuOpen);

  return (
    <header ref={ref} className="site-header" data-hidden={hidden}>
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo">
          <Image src={company.logo} alt={`${company.name} home`} priority />
        </Link>
        <DesktopNav items={mainMenu} />
        <ButtonLink to={enquiryLink.href} variant="accent" className="site-header__enquiry">
          {enquiryLink.name}
        </ButtonLink>
        <MobileMenu items={mainMenu} open={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </header>
  );
}
