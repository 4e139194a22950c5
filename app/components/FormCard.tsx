/**
 * A page's main form on a raised card with an accent top edge, under its own title and lead (the
 * contact page, the AMC quote page).
 */
import type { ReactNode } from "react";
import "./form-card.css";

interface FormCardProps {
  titleId: string;
  title: string;
  lead: string;
  children: ReactNode;
}

export function FormCard({ titleId, title, lead, children }: FormCardProps) {
  return (
    <section className="card form-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-card__title">
        {title}
      </h2>
      <p className="form-card__lead">{lead}</p>
      {children}
    </section>
  );
}
