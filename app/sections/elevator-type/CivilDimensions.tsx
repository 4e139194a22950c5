/**
 * CIVIL DIMENSIONS: real tables with captions and header scopes, built from the lift models at
 * prerender time (content/dimension-tables.ts). On phones each table scrolls sideways inside a
 * focusable region, with a visible hint; units are in the headers. Ends with a link to the lift
 * planner, preset to this type.
 */

import type { DimensionTable } from "../../../content/dimension-tables.ts";
import type { ElevatorType } from "../../../content/elevator-types.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Icon } from "../../components/Icon.tsx";
import { Link } from "../../components/Link.tsx";
import { FactList } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import "./civil-dimensions.css";
import "./type-layout.css";
import { ContentText } from "../../components/content-text.tsx";

interface CivilDimensionsProps {
  type: ElevatorType;
  tables: DimensionTable[];
}

export function CivilDimensions({ type, tables }: CivilDimensionsProps) {
  const { intro, legend, note } = type.dimensions;
  const locale = useLocale();
  return (
    <section className="type-block civil" aria-labelledby="civil-title">
      <h2 id="civil-title" className="type-block__title civil__title">
        {m.type_civil_title({}, { locale })}
      </h2>
      <ContentText as="p" className="type-block__text">
        {intro}
      </ContentText>
      {tables.map((table, tableIndex) => {
        const captionId = `civil-${type.slug}-${tableIndex}`;
        return (
          <div key={table.title} className="civil__table-block">
            <ContentText as="h3" className="civil__table-title">
              {table.title}
            </ContentText>
            <p className="civil__hint" aria-hidden="true">
              {m.type_civil_swipe_hint({}, { locale })}
              <Icon name="arrowRight" size={16} />
            </p>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
            <div className="civil__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className="civil__table">
                <ContentText as="caption" id={captionId} className="civil__caption">
                  {table.caption}
                </ContentText>
                <thead>
                  <tr>
                    {table.headers.map((header) => (
                      <ContentText as="th" key={header} scope="col">
                        {header}
                      </ContentText>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={String(row[0]) + String(row[1])}>
                      {row.map((cell, cellIndex) =>
                        cellIndex === 0 ? (
                          <th key={table.headers[cellIndex]} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={table.headers[cellIndex]}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
      {legend.length > 0 && (
        <div className="civil__legend">
          <h3 className="civil__table-title">{m.type_civil_legend_title({}, { locale })}</h3>
          <FactList
            facts={legend.map((item) => ({ label: item.key, value: item.meaning }))}
            className="card-grid"
          />
        </div>
      )}
      <p className="civil__note">
        <Icon name="file" size={20} />
        <ContentText as="span">{note}</ContentText>
      </p>
      <p className="civil__planner">
        <Link to={`/lift-planner?type=${type.slug}`} className="civil__planner-link">
          {m.type_civil_planner_link({}, { locale })}
        </Link>{" "}
        {m.type_civil_planner_text({}, { locale })}
      </p>
    </section>
  );
}
