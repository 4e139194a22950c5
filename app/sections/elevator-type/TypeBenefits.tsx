/** The benefits list (leftContent): a title and one or more titled lists. */
import type { ElevatorType } from "../../../content/elevator-types.ts";
import { CheckList } from "../../components/text-blocks.tsx";
import "./type-benefits.css";
import "./type-layout.css";
import { langOf } from "../../components/content-text.tsx";
import { useLocale } from "../../i18n.ts";

export function TypeBenefits({ type }: { type: ElevatorType }) {
  const { title, lists } = type.leftContent;
  const locale = useLocale();
  return (
    <section className="type-block type-benefits" aria-labelledby="type-benefits-title">
      <h2 id="type-benefits-title" className="type-block__title" lang={langOf(title, locale)}>
        {title}
      </h2>
      <div className="type-benefits__lists">
        {lists.map((list) => (
          <div key={list.title} className="type-benefits__group">
            <h3 className="type-benefits__heading" lang={langOf(list.title, locale)}>
              {list.title}
            </h3>
            <CheckList
              items={list.items}
              className="stack type-benefits__list"
              iconSize={18}
              iconClassName="type-benefits__check"
            />
          </div>
        ))}
      </div>
    </section>
  );
}
