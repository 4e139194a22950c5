/**
 * The way to the AMC quote request from another page (the type pages, the service page): an icon,
 * a heading, one line on maintenance and the link. Each page gives its own texts (messages of its
 * own area, `type_amc_...`, `service_amc_quote_...`), so it loads none of the AMC form's texts.
 */
import { AMC_QUOTE_PATH } from "../../../contracts/paths.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { Icon } from "../../components/Icon.tsx";
import "./amc-quote-box.css";

interface AmcQuoteBoxProps {
  /** The box's heading, its one line and the link's text, in the page's language. */
  title: string;
  text: string;
  link: string;
  className?: string;
}

export function AmcQuoteBox({ title, text, link, className = "" }: AmcQuoteBoxProps) {
  return (
    <section className={`amc-box ${className}`} aria-labelledby="amc-box-title">
      <Icon name="wrench" size={28} className="amc-box__icon" />
      <div className="amc-box__body">
        <h2 id="amc-box-title" className="amc-box__title">
          {title}
        </h2>
        <p className="amc-box__text">{text}</p>
      </div>
      <ButtonLink to={AMC_QUOTE_PATH} variant="primary" className="amc-box__link">
        {link}
      </ButtonLink>
    </section>
  );
}
