/**
 * A card's closing link ("View more", "Read more"): the visible label, the card's title for screen
 * readers (so every link on a list of cards says where it goes), and an arrow.
 */
import { Link } from "react-router";
import { Icon } from "./Icon.tsx";

interface CardLinkProps {
  to: string;
  label: string;
  /** What the card is about, read after the label by assistive technology. */
  context: string;
  className?: string;
}

export function CardLink({ to, label, context, className }: CardLinkProps) {
  return (
    <Link to={to} className={className ? `card-link ${className}` : "card-link"}>
      {label}
      <span className="visually-hidden">: {context}</span>
      <Icon name="arrowRight" size={18} />
    </Link>
  );
}
