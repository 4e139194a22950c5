/** A section's eyebrow, heading and optional lead text. */
import type { ReactNode } from "react";
import "./section-heading.css";

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "start" | "center";
  level?: 2 | 3;
  tone?: "default" | "light";
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  level = 2,
  tone = "default",
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <header className={`section-heading section-heading--${align} section-heading--${tone}`}>
      {eyebrow && <p className="eyebrow section-heading__eyebrow">{eyebrow}</p>}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </header>
  );
}
