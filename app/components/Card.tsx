/**
 * Card components on the layout primitives of app/styles/layout.css.
 *
 * ImageCard and IconCard name their parts after a BEM block the section chooses ("leader" gives
 * leader__body, leader__title, leader__text…), so each section keeps its own look and passes data:
 *
 *   <ImageCard block="leader" className="card" item={person} sizes="22rem" />
 */
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "./Icon.tsx";
import { Image } from "./Image.tsx";
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
  return (
    <Link to={to} className={joinClasses("card-link", className)}>
      {label}
      <span className="visually-hidden">: {context}</span>
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

interface CardFrameProps {
  /** The card's BEM block: its class and the prefix of its parts' classes. */
  block: string;
  /** Layout primitives and modifiers on the card itself ("card card--media"). */
  className?: string;
  /** A list item in a grid of cards, or an article as a carousel slide. */
  as?: "li" | "article";
  id?: string;
  style?: CSSProperties;
}

interface ImageCardProps extends CardFrameProps {
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
        <h3 className={joinClasses(`${block}__title`, parts.titleClassName)}>{item.title}</h3>
        {item.post && <p className={`${block}__post`}>{item.post}</p>}
        <p className={`${block}__text`}>{item.description}</p>
        {parts.action}
      </div>
    </Tag>
  );
}

interface IconCardProps extends Omit<CardFrameProps, "as" | "id"> {
  icon: IconName;
  iconSize: number;
  /** Show the icon in the round icon-badge primitive. */
  badge?: boolean;
  title: string;
  /** The card's text and closing link or button. */
  children: ReactNode;
  /** Set while the card shows more of itself (a "Show more" card). */
  expanded?: boolean;
}

/** A list item with an icon, a title and what follows it (text, a link, a button). */
export function IconCard({
  block,
  className,
  style,
  icon,
  iconSize,
  badge,
  title,
  children,
  expanded,
}: IconCardProps) {
  return (
    <li className={joinClasses(className, block)} style={style} data-expanded={expanded ? "true" : undefined}>
      <span className={joinClasses(badge && "icon-badge", `${block}__icon`)}>
        <Icon name={icon} size={iconSize} />
      </span>
      <h3 className={`${block}__title`}>{title}</h3>
      {children}
    </li>
  );
}

interface IconBlockProps {
  /** The icon shown in the badge. */
  icon: IconName;
  iconSize?: number;
  /** Further classes on the badge. */
  iconClassName?: string;
  title: ReactNode;
  /**
   * A box of its own, labelled by its title (a section: give the title's id), or one item of a
   * list of such boxes.
   */
  as?: "section" | "li";
  titleId?: string;
  /** The hairline border of card--framed. */
  framed?: boolean;
  className?: string;
  children: ReactNode;
}

/** A box with an icon badge beside a titled body (the media-block layout primitive). */
export function IconBlock({ icon, iconSize = 24, iconClassName, title, titleId, ...box }: IconBlockProps) {
  const { as: Tag = "section", framed = true, className, children } = box;
  return (
    <Tag
      className={joinClasses("card", framed && "card--framed", "media-block", className)}
      aria-labelledby={Tag === "section" ? titleId : undefined}
    >
      <span className={joinClasses("icon-badge", iconClassName)}>
        <Icon name={icon} size={iconSize} />
      </span>
      <div className="media-block__body">
        <h3 id={titleId} className="media-block__title">
          {title}
        </h3>
        {children}
      </div>
    </Tag>
  );
}
