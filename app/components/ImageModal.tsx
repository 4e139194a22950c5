/**
 * A large view of one content image in a native modal <dialog> (the door zoom): the image, its
 * name and a Close button (in the page's language). Closes on Close, Escape and a click outside the panel; fades in over
 * --duration-modal-in (tokens.css) and out over MODAL_OUT_MS (app/motion.ts), handed to the CSS as
 * --duration-modal-out; no fades under reduced motion. Focus moves into the dialog and returns to
 * whatever opened it.
 *
 *   const [shown, setShown] = useState<ModalImage | null>(null);
 *   <ImageModal image={shown} onClose={() => setShown(null)} />
 *
 * Pair it with <ZoomTrigger>: a real link to the image file until the page is hydrated (works
 * without JavaScript), then a button that opens the modal.
 */

import { type CSSProperties, type MouseEvent, type ReactNode, use, useEffect, useRef, useState } from "react";
import { m } from "../../messages/compiled/messages.js";
import { useLocale } from "../i18n.ts";
import { MODAL_OUT_MS } from "../motion.ts";
import { usePrefersReducedMotion } from "./carousel/usePrefersReducedMotion.ts";
import { Icon } from "./Icon.tsx";
import { Image, imageFileOf } from "./Image.tsx";
import { PhotosContext } from "./photos.tsx";
import "./image-modal.css";
import { ContentText } from "./content-text.tsx";

export interface ModalImage {
  /** Path under content/images. */
  src: string;
  alt: string;
  title: string;
  caption?: ReactNode;
}

interface ImageModalProps {
  image: ModalImage | null;
  onClose: () => void;
}

export function ImageModal({ image, onClose }: ImageModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef<number | undefined>(undefined);
  const active = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const reducedMotion = usePrefersReducedMotion();
  const locale = useLocale();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !image) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.classList.remove("image-modal--closing");
    if (!element.open) element.showModal();
    active.current = true;
    element.querySelector<HTMLElement>(".image-modal__close")?.focus();
  }, [image]);

  useEffect(() => () => window.clearTimeout(closing.current), []);

  /** Finishes closing: the dialog is gone, focus is back on the opener. */
  function finish() {
    if (!active.current) return;
    active.current = false;
    const element = dialog.current;
    window.clearTimeout(closing.current);
    closing.current = undefined;
    element?.classList.remove("image-modal--closing");
    if (element?.open) element.close();
    opener.current?.focus();
    opener.current = null;
    onCloseRef.current();
  }

  /** Plays the fade-out (none under reduced motion), then closes. */
  function requestClose() {
    const element = dialog.current;
    if (!element?.open || closing.current !== undefined) return;
    if (reducedMotion) {
      finish();
      return;
    }
    element.classList.add("image-modal--closing");
    closing.current = window.setTimeout(finish, MODAL_OUT_MS);
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
    if (event.target === event.currentTarget) requestClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it natively (the cancel event below)
    <dialog
      ref={dialog}
      className="dialog image-modal"
      style={{ "--duration-modal-out": `${MODAL_OUT_MS}ms` } as CSSProperties}
      aria-labelledby="image-modal-title"
      onClick={onBackdropClick}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // Closed by the browser itself (e.g. a second Escape): tidy up without the fade.
        finish();
      }}
    >
      {image && (
        <div className="image-modal__panel">
          <div className="image-modal__header">
            <ContentText as="h2" id="image-modal-title" className="image-modal__title">
              {image.title}
            </ContentText>
            <button type="button" className="icon-label image-modal__close" onClick={requestClose}>
              <Icon name="close" />
              {m.common_close({}, { locale })}
            </button>
          </div>
          <div className="image-modal__figure">
            <Image src={image.src} alt={image.alt} className="image-modal__image" sizes="90vw" />
          </div>
          {image.caption && <div className="image-modal__caption">{image.caption}</div>}
        </div>
      )}
    </dialog>
  );
}

/** True once React has hydrated the page (false in the prerendered HTML). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

interface ZoomTriggerProps {
  /** Path under content/images. */
  src: string;
  /**
   * Accessible name, e.g. "Zoom Mirror Finish": words, not an attribute, so an English name in it
   * can be marked `lang="en"` (inMessage).
   */
  label: ReactNode;
  onOpen: () => void;
  className?: string;
}

/** A link to the image file without JavaScript; a button that opens the modal once hydrated. */
export function ZoomTrigger({ src, label, onOpen, className = "" }: ZoomTriggerProps) {
  const hydrated = useHydrated();
  const file = imageFileOf(src, use(PhotosContext));
  const icon = <Icon name="zoom" size={22} />;
  if (!hydrated) {
    return (
      <a className={`icon-badge zoom-trigger ${className}`} href={file}>
        {icon}
        <span className="visually-hidden">{label}</span>
      </a>
    );
  }
  return (
    <button type="button" className={`icon-badge zoom-trigger ${className}`} onClick={onOpen}>
      {icon}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
