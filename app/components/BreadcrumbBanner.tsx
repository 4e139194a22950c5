/**
 * The banner at the top of every inner page: title, subtitle and a breadcrumb trail
 * (Home › … › this page), with BreadcrumbList structured data added by the route's meta.
 */

import { useLocale } from "../i18n.ts";
import { useChrome } from "./chrome.ts";
import { langOf } from "./content-text.tsx";
import { Link } from "./Link.tsx";
import "./breadcrumb-banner.css";

export interface Crumb {
  name: string;
  href: string;
}

interface BreadcrumbBannerProps {
  title: string;
  subtitle: string;
  /** Crumbs between Home and this page. */
  trail?: Crumb[];
}

export function BreadcrumbBanner({ title, subtitle, trail = [] }: BreadcrumbBannerProps) {
  const { t } = useChrome();
  const locale = useLocale();
  const lang = langOf(title, locale);
  return (
    <section className="breadcrumb-banner" aria-labelledby="page-title">
      <div className="container breadcrumb-banner__inner">
        <h1 id="page-title" className="breadcrumb-banner__title" lang={lang}>
          {title}
        </h1>
        <p className="breadcrumb-banner__subtitle">{subtitle}</p>
        <nav aria-label={t("breadcrumb_label")}>
          <ol className="inline-list breadcrumb-banner__trail">
            <li>
              <Link to="/">{t("nav_home")}</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.href}>
                <Link to={crumb.href}>{crumb.name}</Link>
              </li>
            ))}
            <li>
              <span aria-current="page" lang={lang}>
                {title}
              </span>
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
