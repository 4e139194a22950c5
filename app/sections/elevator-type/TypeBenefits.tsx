/** The benefits list (leftContent): a title and one or more titled lists. */
import type { ElevatorType } from "../../../content/elevator-types.ts";
import { CheckList } from "../../components/text-blocks.tsx";
import "./type-benefits.css";
import "./type-layout.css";
import { ContentText } from "../../components/content-text.tsx";

export function TypeBenefits({ type }: { type: ElevatorType }) {
  const { title, lists } = type.leftContent;
  return (
    <section className="type-block type-benefits" aria-labelledby="type-benefits-title">
      <ContentText as="h2" id="type-benefits-title" className="type-block__title">
        {title}
      </ContentText>
      <div className="type-benefits__lists">
        {lists.map((list) => (
          <div key={list.title} className="type-benefits__group">
            <ContentText as="h3" className="type-benefits__heading">
              {list.title}
            </ContentText>
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
