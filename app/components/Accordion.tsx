/**
 * Expandable questions (home "Customers FAQ's", FAQ page). At most one item open, none at first;
 * clicking a closed item opens it and closes the other, clicking the open one closes it. Answers
 * animate over --duration-faq (tokens.css). Each question is a <button aria-expanded aria-controls>
 * inside a heading; every answer is in the HTML and shown expanded when JavaScript is off.
 *
 * Uncontrolled (one group):
 *   <Accordion items={[{ id: "service-frequency", question: "…", answer: <p>…</p> }]} />
 * Controlled (one open item across several groups; item ids unique across the groups):
 *   const [openId, setOpenId] = useState<string | null>(null);
 *   const onToggle = (id: string) => setOpenId((open) => (open === id ? null : id));
 *   <Accordion items={customers} openId={openId} onToggle={onToggle} />
 *   <Accordion items={general} openId={openId} onToggle={onToggle} />
 */
import { type ReactNode, useId, useState } from "react";
import { ContentText } from "./content-text.tsx";
import { Icon } from "./Icon.tsx";
import "./accordion.css";

export interface AccordionItem {
  /** Unique on the page (across groups). */
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Controlled: the open item's id, or null. Omit to let the accordion keep its own state. */
  openId?: string | null;
  /** Called with the clicked item's id. Required with `openId`. */
  onToggle?: (id: string) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Accordion({ items, openId, onToggle, headingLevel = 3, className = "" }: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null);
  const controlled = openId !== undefined;
  const current = controlled ? openId : ownOpenId;
  const prefix = useId();
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    if (!controlled) setOwnOpenId((open) => (open === id ? null : id));
    onToggle?.(id);
  }

  return (
    <div className={`accordion ${className}`.trim()}>
      {items.map((item) => {
        const open = current === item.id;
        const buttonId = `${prefix}-${item.id}-question`;
        const panelId = `${prefix}-${item.id}-answer`;
        return (
          <div key={item.id} className="accordion__item" data-open={open ? "true" : undefined}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <ContentText as="span" className="accordion__question">
                  {item.question}
                </ContentText>
                <Icon name="chevronDown" size={20} className="accordion__icon" />
              </button>
            </Heading>
            <div id={panelId} className="accordion__panel">
              <div className="accordion__answer">
                <div className="accordion__answer-body">{item.answer}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
