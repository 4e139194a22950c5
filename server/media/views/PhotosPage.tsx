/**
 * The photos page of the staff area (`/inbox/photos`): a plain upload form (no script), the photos
 * no content uses (each with its delete button), then every photo with its picture or state, its
 * size, who uploaded it when, its focal point, the line that shows a ready one in a blog article
 * and where the content uses it (a link to each field in the editor), each with its delete button
 * (refused while used, saying where).
 */
import { PHOTO_LINE_ALT, photoPictureLine } from "../../../contracts/markdown.ts";
import { documentPath } from "../../content/paths.ts";
import { ACCEPTED_PHOTOS } from "../../content/photo-form.ts";
import { type PhotoUse, whereItShows } from "../../content/photo-uses.ts";
import { PhotoThumbnail, photoStateText } from "../../content/views/ImageField.tsx";
import type { Photo } from "../../db/media.ts";
import { Messages } from "../../inbox/views/ItemParts.tsx";
import { deletePhotoPath, PHOTOS_PATH, UPLOAD_PHOTO_PATH } from "./paths.ts";

export interface PhotosPageProps {
  photos: readonly Photo[];
  uses: ReadonlyMap<string, PhotoUse[]>;
  notice?: string | undefined;
  problem?: string | undefined;
}

/** A size in bytes in words: "2.4 MB", "310 KB". */
const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A field's link in the editor, opened at the field. */
const fieldLink = (use: PhotoUse) =>
  `${documentPath(use.document, "en")}#field-${use.path.replaceAll(".", "-")}`;

function PhotoItem({ photo, uses }: { photo: Photo; uses: readonly PhotoUse[] }) {
  return (
    <li className="photo-item">
      {photo.state === "ready" ? <PhotoThumbnail photo={photo} /> : null}
      <div className="photo-facts">
        <p>
          <strong>
            {photo.state === "ready" ? "Ready" : photo.state === "failed" ? "Failed" : "Being prepared"}
          </strong>
          {": "}
          {photoStateText(photo)}
        </p>
        <p className="muted">
          Original {megabytes(photo.size)}, {photo.contentType}; {photo.variants} sizes,{" "}
          {megabytes(photo.variantBytes)}. Uploaded{" "}
          {photo.uploadedAt.toISOString().slice(0, 16).replace("T", " ")} UTC
          {photo.uploadedBy ? ` by ${photo.uploadedBy.name}` : ""}. Focal point {photo.focus.x} % across,{" "}
          {photo.focus.y} % down.
        </p>
        {photo.state === "ready" ? (
          <p>
            In a blog article: copy this line into the article on a line of its own, and write what the photo
            shows between the square brackets:{" "}
            <code className="photo-line">{photoPictureLine(photo.id, PHOTO_LINE_ALT)}</code>
          </p>
        ) : null}
        {uses.length > 0 ? (
          <>
            <p>Used in:</p>
            <ul className="photo-uses">
              {uses.map((use) => (
                <li key={`${use.document} ${use.path}`}>
                  <a href={fieldLink(use)}>
                    {use.title} › {use.field}
                  </a>{" "}
                  ({whereItShows(use)})
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Not used anywhere.</p>
        )}
        <form method="post" action={deletePhotoPath(photo.id)}>
          <button type="submit" className="button secondary small">
            Delete this photo
          </button>
        </form>
      </div>
    </li>
  );
}

export function PhotosPage({ photos, uses, notice, problem }: PhotosPageProps) {
  const unused = photos.filter((photo) => !uses.has(photo.id));
  return (
    <section className="lead-pane photos-pane" aria-labelledby="photos-heading">
      <h2 id="photos-heading">Photos</h2>
      <p className="muted">
        The company's photos. Put one on the site in the content editor: each picture there has Upload a photo
        and Choose an uploaded photo. A photo used in a published page or a draft cannot be deleted.
      </p>
      <Messages notice={notice} problem={problem} />
      <form method="post" action={UPLOAD_PHOTO_PATH} encType="multipart/form-data" className="photo-upload">
        <label>
          Upload a photo (JPEG, PNG, WebP or AVIF){" "}
          <input type="file" name="photo" accept={ACCEPTED_PHOTOS} required />
        </label>
        <button type="submit" className="button small">
          Upload
        </button>
      </form>
      <h3>Not used anywhere ({unused.length})</h3>
      {unused.length === 0 ? (
        <p className="muted">Every photo is used.</p>
      ) : (
        <ul className="photo-list">
          {unused.map((photo) => (
            <PhotoItem key={photo.id} photo={photo} uses={[]} />
          ))}
        </ul>
      )}
      <h3>Every photo ({photos.length}), newest first</h3>
      {photos.length === 0 ? (
        <p className="muted">No photo has been uploaded yet.</p>
      ) : (
        <ul className="photo-list">
          {photos.map((photo) => (
            <PhotoItem key={photo.id} photo={photo} uses={uses.get(photo.id) ?? []} />
          ))}
        </ul>
      )}
      <p>
        <a href={PHOTOS_PATH}>Refresh the list</a>
      </p>
    </section>
  );
}
