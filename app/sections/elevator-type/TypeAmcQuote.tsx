/** The type pages' way to the AMC quote request, for a customer whose lift is already running. */
import { AMC_QUOTE_PATH } from "../../../contracts/paths.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useLocale } from "../../i18n.ts";
import { m } from "../../paraglide/messages.js";
import "./type-amc-quote.css";

export function TypeAmcQuote() {
  const locale = useLocale();
  return (
    <section className="type-amc" aria-labelledby="type-amc-title">
      <Icon name="wrench" size={28} className="type-amc__icon" />
      <div className="type-amc__body">
        <h2 id="type-amc-title" className="type-amc__title">
          {m.type_amc_title({}, { locale })}
        </h2>
        <p className="type-amc__text">{m.type_amc_text({}, { locale })}</p>
      </div>
      <ButtonLink to={AMC_QUOTE_PATH} variant="primary" className="type-amc__link">
        {m.type_amc_link({}, { locale })}
      </ButtonLink>
    </section>
  );
}
