/**
 * A text of the company's content as a Gujarati or Hindi page shows it. A text not translated yet
 * shows there in English (the English fills the translation's gap: `shownData`,
 * server/content/documents.ts); it is marked `lang="en"`, so screen readers read it with an English
 * voice and the browser sets it as English. A translation is written in its language's script (the
 * editor refuses any other, and English words but names), so a text with Latin letters and none of
 * the page's script is English: not translated yet, or a name. Other texts are left as they are,
 * so a page whose texts are all translated is not a byte longer.
 */
import type { ComponentPropsWithoutRef, JSX, ReactNode } from "react";
import { LOCALE_SCRIPTS, type Locale } from "../../contracts/locales.ts";
import { useLocale } from "../i18n.ts";

const LATIN = /\p{Script=Latin}/u;

/** Whether `text`, on a page in `locale`, is English in a page of another language. */
export const isEnglishIn = (text: string, locale: Locale): boolean =>
  locale !== "en" && LATIN.test(text) && !LOCALE_SCRIPTS[locale].test(text);

/**
 * The `lang` of an element that holds `text` alone (its text or its `alt`): "en" when it is English
 * there. Markup (not a string) marks its own texts: none.
 */
export const langOf = (text: ReactNode, locale: Locale): "en" | undefined =>
  typeof text === "string" && isEnglishIn(text, locale) ? "en" : undefined;

/** `text` as a page in `locale` shows it among other words: in a `<span lang="en">` when it is English there. */
export function inPageLanguage(text: string, locale: Locale): ReactNode {
  return isEnglishIn(text, locale) ? <span lang="en">{text}</span> : text;
}

type ContentTextProps<Tag extends keyof JSX.IntrinsicElements> = {
  /** The element that holds the text: "h3", "p", "li", "dt", … */
  as: Tag;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<Tag>, "children" | "lang">;

/**
 * One element holding one content text, marked `lang="en"` where the page's language is another and
 * the text is English there: `<ContentText as="h3" className="job__title">{job.title}</ContentText>`.
 */
export function ContentText<Tag extends keyof JSX.IntrinsicElements>({
  as,
  children,
  ...attributes
}: ContentTextProps<Tag>) {
  const Element = as as string;
  return (
    <Element {...attributes} lang={langOf(children, useLocale())}>
      {children}
    </Element>
  );
}
