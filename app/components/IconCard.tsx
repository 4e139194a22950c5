/**
 * Cards led by an icon: IconCard (an icon above a title, in a list of cards) and IconBlock (an icon
 * badge beside a titled body, the media-block layout primitive).
 */
import type { CSSProperties, ReactNode } from "react";
import { ContentText } from "./content-text.tsx";
import { Icon, type IconName } from "./Icon.tsx";
import { joinClasses } from "./Section.tsx";

interface IconCardProps {
  /** The card's BEM block: its class and the prefix of its parts' classes. */
  block: string;
  /** Layout primitives and modifiers on the card itself ("card"). */
  className?: string;
  style?: CSSProperties;
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
      <ContentText as="h3" className={`${block}__title`}>
        {title}
      </ContentText>
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
        <ContentText as="h3" id={titleId} className="media-block__title">
          {title}
        </ContentText>
        {children}
      </div>
    </Tag>
  );
}
