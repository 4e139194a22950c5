/**
 * Small text structures the sections share, each given its items as data:
 * Paragraphs (one <p> per string), FactList (a <dl> of label/value pairs) and CheckList (a <ul>
 * with a check mark before each item).
 */
import type { ReactNode } from "react";
import { useLocale } from "../i18n.ts";
import { ContentText, langOf } from "./content-text.tsx";
import { Icon } from "./Icon.tsx";

/** One paragraph per string, in order. */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className?: string }) {
  return texts.map((text) => (
    <ContentText as="p" key={text.slice(0, 32)} className={className}>
      {text}
    </ContentText>
  ));
}

export interface Fact {
  label: string;
  value: ReactNode;
}

interface FactListProps {
  facts: readonly Fact[];
  className?: string;
  /** Class of each label/value pair's wrapper. */
  itemClassName?: string;
}

/** Label/value pairs as a description list, each pair in its own wrapper (for grid layouts). */
export function FactList({ facts, className, itemClassName }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={itemClassName}>
          <ContentText as="dt">{fact.label}</ContentText>
          <ContentText as="dd">{fact.value}</ContentText>
        </div>
      ))}
    </dl>
  );
}

interface CheckListProps {
  items: readonly string[];
  className?: string;
  iconSize?: number;
  iconClassName?: string;
}

/** A list with a check mark before each item. */
export function CheckList({ items, className, iconSize = 20, iconClassName }: CheckListProps) {
  const locale = useLocale();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} lang={langOf(item, locale)}>
          <Icon name="check" size={iconSize} className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
