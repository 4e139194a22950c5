/** Card components on the layout primitives of app/styles/layout.css. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "./Icon.tsx";

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
    <Link to={to} className={className ? `card-link ${className}` : "card-link"}>
      {label}
      <span className="visually-hidden">: {context}</span>
      <Icon name="arrowRight" size={18} />
    </Link>
  );
}

/** A framed box with an icon badge beside a titled body (the media + text layout primitive). */
interface IconBlockProps {
  /** The icon shown in the badge. */
  icon: ReactNode;
  /** The title's id; the box is labelled by it. */
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

export function IconBlock({ icon, titleId, title, className, children }: IconBlockProps) {
  return (
    <section className={`card card--framed media-block ${className ?? ""}`.trim()} aria-labelledby={titleId}>
      <span className="icon-badge">{icon}</span>
      <div className="media-block__body">
        <h3 id={titleId} className="media-block__title">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}
