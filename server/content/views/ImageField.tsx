/**
 * A content image field in the editor's form (form.ts `image`): whether it shows a drawing or a
 * photo, with its picture; its value (the drawing's path or the photo's reference) as a text
 * input; and the photo buttons, each a submit of the whole form like a list's (photo-form.ts reads
 * them, the page comes back with the field changed, nothing saved): upload a photo (a file input:
 * the form is sent as multipart), choose one already uploaded (the list opens under the field),
 * show the drawing again, and the photo's focal point (two numbers, or a click on the photo).
 * An upload refused shows its reason as the field's message. No script: the staff area has none.
 */
import type { ReactNode } from "react";
import { drawingIn, PHOTO_PREFIX, photoRefOf } from "../../../content/image-ref.ts";
import type { Photo } from "../../db/media.ts";
import { thumbnailUrl } from "../../media/picture.ts";
import type { ImageField as ImageFormField } from "../form.ts";
import { ACCEPTED_PHOTOS, PHOTO_CHANGES, type PhotoChange, photoFieldName } from "../photo-form.ts";
import { FieldConflict } from "./ConflictNotes.tsx";
import type { FieldContext } from "./FormFields.tsx";

/** What the form's image fields show of the stored photos. */
export interface ImageFieldsContext {
  /** Every stored photo, by id, newest first. */
  photos: ReadonlyMap<string, Photo>;
  /** The field whose list of uploaded photos is open. */
  choosing?: string | undefined;
}

/** The width a photo is shown at in the form: a click on it is read in its pixels. */
export const THUMBNAIL_SHOWN = 160;

/** The height a photo is shown at, for the width above. */
export const shownHeight = (photo: Pick<Photo, "width" | "height">) =>
  Math.max(1, Math.round((THUMBNAIL_SHOWN * photo.height) / photo.width));

/** A ready photo's thumbnail, as the field's choice and the photos page show it (decorative: its facts are beside it). */
export function PhotoThumbnail({ photo }: { photo: Photo }) {
  return (
    <img
      src={thumbnailUrl(photo)}
      alt=""
      width={THUMBNAIL_SHOWN}
      height={shownHeight(photo)}
      loading="lazy"
    />
  );
}

/** One coordinate of a focal point: a whole percent. */
function PercentInput({ label, name, value }: { label: string; name: string; value: number }) {
  return (
    <label>
      {label}{" "}
      <input type="number" name={name} min={0} max={100} step={1} inputMode="numeric" defaultValue={value} />
    </label>
  );
}

/** A photo's state in words, for the field and the photos page. */
export function photoStateText(photo: Photo | undefined): string {
  if (!photo) return "This photo was deleted: the site shows the drawing below until you choose another.";
  if (photo.state === "processing")
    return "Its sizes are being made (a minute or so): until then the site shows the drawing.";
  if (photo.state === "failed")
    return `It could not be prepared (${photo.failure ?? "unknown reason"}): upload it again, or another one.`;
  return `${photo.width} × ${photo.height} px, ready.`;
}

/** A field's id on the page (FormFields.tsx `fieldId`: the same words). */
const anchor = (path: string) => `field-${path.replaceAll(".", "-")}`;

function PhotoButton({
  change,
  path,
  context,
  children,
}: {
  change: PhotoChange;
  path: string;
  context: FieldContext;
  children: string;
}) {
  return (
    <button
      type="submit"
      name="change"
      value={`${change} ${path}`}
      formAction={`${context.action}#${anchor(path)}`}
      className="button secondary small"
    >
      {children}
    </button>
  );
}

/** The list of ready photos to choose from, under the field that asked for it. */
function PhotoChoice({ field, context }: { field: ImageFormField; context: FieldContext }) {
  const ready = [...(context.images?.photos.values() ?? [])].filter((photo) => photo.state === "ready");
  const current = photoRefOf(field.value)?.id;
  return (
    <fieldset className="photo-choice">
      <legend>Uploaded photos</legend>
      {ready.length === 0 ? (
        <p className="muted">No photo is ready yet: upload one above.</p>
      ) : (
        <ul>
          {ready.map((photo) => (
            <li key={photo.id}>
              <label>
                <input
                  type="radio"
                  name={photoFieldName("pick", field.path)}
                  value={photo.id}
                  defaultChecked={photo.id === current}
                />
                <PhotoThumbnail photo={photo} />
                <span>
                  {photo.width} × {photo.height} px, uploaded {photo.uploadedAt.toISOString().slice(0, 10)}
                  {photo.uploadedBy ? ` by ${photo.uploadedBy.name}` : ""}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="item-buttons">
        {ready.length > 0 ? (
          <PhotoButton change="use" path={field.path} context={context}>
            Use this photo
          </PhotoButton>
        ) : null}
        <PhotoButton change="close" path={field.path} context={context}>
          Close the list
        </PhotoButton>
      </div>
    </fieldset>
  );
}

/** What FormFields.tsx gives every field: its control's id, hint, error and what describes it. */
export interface FieldParts {
  id: string;
  error: string | undefined;
  describedBy: string | undefined;
  hint: ReactNode;
  errorText: ReactNode;
}

export function ImageControl({
  field,
  context,
  parts: { id, error, describedBy, hint, errorText },
}: {
  field: ImageFormField;
  context: FieldContext;
  parts: FieldParts;
}) {
  const ref = field.value.startsWith(PHOTO_PREFIX) ? photoRefOf(field.value) : undefined;
  const photo = ref && context.images?.photos.get(ref.id);
  const drawing = drawingIn(field.value);
  return (
    <div className="content-field image-field">
      <div className="field-label">
        <label htmlFor={id}>{field.label}</label>{" "}
        <span className={ref ? "badge state-published" : "badge"} id={`${id}-mark`}>
          {ref ? "Photo" : "Drawing"}
        </span>
      </div>
      {hint}
      <div className="image-preview">
        {photo?.state === "ready" ? (
          <input
            type="image"
            name={photoFieldName("focus", field.path)}
            src={thumbnailUrl(photo)}
            width={THUMBNAIL_SHOWN}
            height={shownHeight(photo)}
            alt="The photo: click it where it should stay in view when a page crops it"
            formAction={`${context.action}#${id}`}
          />
        ) : drawing ? (
          <img src={`/images/${drawing}`} alt="" width={THUMBNAIL_SHOWN} loading="lazy" />
        ) : null}
        {ref ? <p className="hint">{photoStateText(photo)}</p> : null}
      </div>
      <input
        id={id}
        name={field.path}
        type="text"
        defaultValue={field.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {photo?.state === "ready" ? (
        <fieldset className="focal-point">
          <legend>Focal point (kept in view where a page crops the photo)</legend>
          <PercentInput
            label="Across, % from the left"
            name={photoFieldName("x", field.path)}
            value={photo.focus.x}
          />
          <PercentInput
            label="Down, % from the top"
            name={photoFieldName("y", field.path)}
            value={photo.focus.y}
          />
          <PhotoButton change="focus" path={field.path} context={context}>
            Set the focal point
          </PhotoButton>
        </fieldset>
      ) : null}
      <div className="photo-upload">
        <label>
          Upload a photo (JPEG, PNG, WebP or AVIF){" "}
          <input type="file" name={photoFieldName("upload", field.path)} accept={ACCEPTED_PHOTOS} />
        </label>
        <PhotoButton change="upload" path={field.path} context={context}>
          Upload
        </PhotoButton>
      </div>
      <div className="item-buttons">
        <PhotoButton change="choose" path={field.path} context={context}>
          {PHOTO_CHANGES.choose}
        </PhotoButton>
        {ref && drawing ? (
          <PhotoButton change="drawing" path={field.path} context={context}>
            {PHOTO_CHANGES.drawing}
          </PhotoButton>
        ) : null}
      </div>
      {context.images?.choosing === field.path ? <PhotoChoice field={field} context={context} /> : null}
      {errorText}
      <FieldConflict field={field} conflict={context.conflict} />
    </div>
  );
}
