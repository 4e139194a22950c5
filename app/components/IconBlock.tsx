/** A framed box with an icon badge beside a titled body (the media + text layout primitive). */
import type { ReactNode } from "react";
import { Icon, type IconName } from "./Icon.tsx";

interface IconBlockProps {
  icon: IconName;
  iconSize?: number;
  /** The title's id; the box is labelled by it. */
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

export function IconBlock({ icon, iconSize = 24, titleId, title, className, children }: IconBlockProps) {
  return (
    <section className={`card card--framed media-block ${className ?? ""}`.trim()} aria-labelledby={titleId}>
      <span className="icon-badge">
        <Icon name={icon} size={iconSize} />
      </span>
      <div className="media-block__body">
        <h3 id={titleId} className="media-block__title">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}
