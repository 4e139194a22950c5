/**
 * Card components on the layout primitives of app/styles/layout.css.
 *
 * ImageCard (and IconCard in IconCard.tsx) name their parts after a BEM block the section chooses
 * ("leader" gives leader__body, leader__title, leader__text…), so each section keeps its own look
 * and passes data:
 *
 *   <ImageCard block="leader" className="card" item={person} sizes="22rem" />
 */
import type { CSSProperties, ReactNode } from "react";
import { useLocale } from "../i18n.ts";
import { ContentText, inPageLanguage } from "./content-text.tsx";
import { Icon } from "./Icon.tsx";
import { Image } from "./Image.tsx";
import { Link } from "./Link.tsx";
import { joinClasses } from "./Section.tsx";

interface CardLinkProps {
  to: string;
  label: string;
  /** What the card is about, read after the label by assistive technology. */
  context: string;
  className?: string;
}

/**
 * A card's closing link ("View more", "Read more"): the visible label, the card's title for screen
 * readers (so every link on a list of cards says where it goes), and an arrow.
 */
export function CardLink({ to, label, context, className }: CardLinkProps) {
  const locale = useLocale();
  return (
    <Link to={to} className={joinClasses("card-link", className)}>
      {inPageLanguage(label, locale)}
      <span className="visually-hidden">: {inPageLanguage(context, locale)}</span>
      <Icon name="arrowRight" size={18} />
    </Link>
  );
}

/** What an image card shows; specialists, service cards and blog teasers have these fields as they are. */
export interface ImageCardItem {
  /** Path under content/images. */
  image: string;
  alt: string;
  title: string;
  description: string;
  /** A person's position, shown between the title and the text. */
  post?: string;
}

interface ImageCardProps {
  /** The card's BEM block: its class and the prefix of its parts' classes. */
  block: string;
  /** Layout primitives and modifiers on the card itself ("card card--media"). */
  className?: string;
  /** A list item in a grid of cards, or an article as a carousel slide. */
  as?: "li" | "article";
  id?: string;
  style?: CSSProperties;
  item: ImageCardItem;
  /** The picture's `sizes`: how wide the card is at each breakpoint. */
  sizes: string;
  /** Further classes: on the picture (a shape modifier), the body ("card__body"), the title. */
  imageClassName?: string;
  bodyClassName?: string;
  titleClassName?: string;
  /** The card's closing link. */
  action?: ReactNode;
}

/** A picture above a body with the title, an optional position line, the text and a closing link. */
export function ImageCard({
  block,
  className,
  as: Tag = "article",
  id,
  style,
  item,
  sizes,
  ...parts
}: ImageCardProps) {
  return (
    <Tag id={id} className={joinClasses(className, block)} style={style}>
      <Image
        src={item.image}
        alt={item.alt}
        className={joinClasses(`${block}__image`, parts.imageClassName)}
        sizes={sizes}
      />
      <div className={joinClasses(parts.bodyClassName, `${block}__body`)}>
        <ContentText as="h3" className={joinClasses(`${block}__title`, parts.titleClassName)}>
          {item.title}
        </ContentText>
        {item.post && (
          <ContentText as="p" className={`card__label ${block}__post`}>
            {item.post}
          </ContentText>
        )}
        <ContentText as="p" className={`${block}__text`}>
          {item.description}
        </ContentText>
        {parts.action}
      </div>
    </Tag>
  );
}
