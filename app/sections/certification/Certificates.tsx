/**
 * Certification page: three documents, each openable larger in a native <dialog>
 * (Escape and the Close button close it, a click on the backdrop too; focus returns to the
 * thumbnail). Without JavaScript each thumbnail is a plain link to the image file.
 */

import { type MouseEvent, use, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Certificate } from "../../../content/certificates.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Icon } from "../../components/Icon.tsx";
import { Image, imageFileOf } from "../../components/Image.tsx";
import { PhotosContext } from "../../components/photos.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./certification.css";
import { ContentText, inPageLanguage } from "../../components/content-text.tsx";

export function Certificates({ certificates }: { certificates: Certificate[] }) {
  const locale = useLocale();
  const photos = use(PhotosContext);
  const fileUrl = (certificate: Certificate) => imageFileOf(certificate.image, photos) ?? "/";
  const [open, setOpen] = useState<Certificate | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const show = (certificate: Certificate) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, download) do what the visitor asked for.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    trigger.current = event.currentTarget;
    // The document is rendered before the dialog opens, so focus lands on its Close button. Opening
    // here rather than in an effect also works when a close and a reopen fall in one render (an
    // Escape and a quick Enter), where an effect keyed on the state would not run again.
    flushSync(() => setOpen(certificate));
    if (!dialog.current?.open) dialog.current?.showModal();
  };

  const onClose = () => {
    setOpen(null);
    trigger.current?.focus();
    trigger.current = null;
  };

  /** A click on the backdrop lands on the <dialog> itself (its content fills a child element). */
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <Section heading={headingOf("certificates-title", locale, m.cert_eyebrow, m.cert_title, m.cert_lead)}>
      <ul className="card-grid card-grid--gallery certificates">
        {certificates.map((certificate) => (
          <li key={certificate.id} className="certificate">
            <a
              className="certificate__link"
              href={fileUrl(certificate)}
              onClick={show(certificate)}
              aria-haspopup="dialog"
            >
              <Image
                src={certificate.image}
                alt={certificate.alt}
                className="certificate__image"
                sizes="(min-width: 64rem) 22rem, 90vw"
              />
              <span className="certificate__zoom">
                <Icon name="zoom" size={20} />
                {m.cert_view_larger({}, { locale })}
              </span>
            </a>
            <ContentText as="h3" className="certificate__title">
              {certificate.title}
            </ContentText>
            <ContentText as="p" className="certificate__caption">
              {certificate.caption}
            </ContentText>
          </li>
        ))}
      </ul>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: backdrop clicks only; Escape closes it from the keyboard */}
      <dialog
        ref={dialog}
        className="dialog certificate-dialog"
        aria-labelledby="certificate-dialog-title"
        onClose={onClose}
        onClick={onDialogClick}
      >
        {open && (
          <div className="certificate-dialog__body">
            <div className="certificate-dialog__bar">
              <ContentText as="h2" id="certificate-dialog-title" className="certificate-dialog__title">
                {open.title}
              </ContentText>
              <form method="dialog">
                <button
                  type="submit"
                  className="certificate-dialog__close"
                  aria-label={m.cert_close({}, { locale })}
                >
                  <Icon name="close" size={24} />
                </button>
              </form>
            </div>
            <Image src={open.image} alt={open.alt} className="certificate-dialog__image" priority />
            <p className="certificate-dialog__caption">
              {inPageLanguage(open.caption, locale)}{" "}
              <a href={fileUrl(open)} target="_blank" rel="noopener">
                {m.cert_open_file({}, { locale })}
              </a>
            </p>
          </div>
        )}
      </dialog>
    </Section>
  );
}
