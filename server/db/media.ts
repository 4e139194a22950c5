/**
 * The company's photographs (migration 21, decision 14), written once for both databases: each
 * original under the hash of its bytes with its size as shown, placeholder and uploader; its
 * variants, each written as it is stored by the replica that holds the photo's lease, the photo
 * made `ready` once all are there (only a ready photo's variants are served, so nothing half-made
 * is); and that lease, so replicas never process the same photo at once and one a crashed
 * replica left is taken up again (its variants made again from the start).
 */
import type { VariantFormat } from "../media/variants.ts";
import { type DbCount, type DbTime, toCount, toDate, toDateOrNull } from "./rows.ts";
import { type Conversation, get, run, type SqlExecutor } from "./sql.ts";
import { auditStatement } from "./staff.ts";

export const PHOTO_STATES = ["processing", "ready", "failed"] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];

/** A stored photo as the staff list shows it (never its bytes). */
export interface Photo {
  /** The hash of the original's bytes: the same file uploaded twice is one photo. */
  id: string;
  /** The original's type, as its bytes say (`image/jpeg`, …). */
  contentType: string;
  /** The original's size in bytes. */
  size: number;
  /** The size as shown, its orientation applied. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, shown until the photo has loaded. */
  placeholder: string;
  state: PhotoState;
  /** Why the last attempt to make the variants failed (null when none did). */
  failure: string | null;
  uploadedBy: { id: string; name: string } | null;
  uploadedAt: Date;
  readyAt: Date | null;
  /** How many variants are stored, and their bytes together. */
  variants: number;
  variantBytes: number;
  /** The point kept in view where a layout crops the photo, in percent of its width and height. */
  focus: { x: number; y: number };
}

export interface NewPhoto {
  id: string;
  contentType: string;
  original: Buffer;
  width: number;
  height: number;
  placeholder: string;
  uploadedBy: string | null;
  at: Date;
}

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** A photo a replica has claimed to make its variants. */
export interface ClaimedPhoto {
  id: string;
  original: Buffer;
  width: number;
  height: number;
}

interface PhotoRow {
  id: string;
  content_type: string;
  size: DbCount;
  width: DbCount;
  height: DbCount;
  placeholder: string;
  state: PhotoState;
  failure: string | null;
  uploaded_by: string | null;
  uploader_name: string | null;
  uploaded_at: DbTime;
  ready_at: DbTime | null;
  variants: DbCount;
  variant_bytes: DbCount | null;
  focus_x: DbCount;
  focus_y: DbCount;
}

const PHOTO_COLUMNS = `p.id, p.content_type, p.size, p.width, p.height, p.placeholder, p.state, p.failure,
  p.uploaded_by, u.name AS uploader_name, p.uploaded_at, p.ready_at, p.focus_x, p.focus_y,
  (SELECT count(*) FROM media_variants v WHERE v.photo_id = p.id) AS variants,
  (SELECT sum(v.size) FROM media_variants v WHERE v.photo_id = p.id) AS variant_bytes`;
const PHOTOS = "media_photos p LEFT JOIN staff_users u ON u.id = p.uploaded_by";

const toPhoto = (row: PhotoRow): Photo => ({
  id: row.id,
  contentType: row.content_type,
  size: toCount(row.size),
  width: toCount(row.width),
  height: toCount(row.height),
  placeholder: row.placeholder,
  state: row.state,
  failure: row.failure,
  uploadedBy: row.uploaded_by ? { id: row.uploaded_by, name: row.uploader_name ?? "" } : null,
  uploadedAt: toDate(row.uploaded_at),
  readyAt: toDateOrNull(row.ready_at),
  variants: toCount(row.variants),
  variantBytes: toCount(row.variant_bytes),
  focus: { x: toCount(row.focus_x), y: toCount(row.focus_y) },
});

/** Whether `worker` still holds the claim on a photo being processed. */
const HELD = "id = ? AND state = 'processing' AND claimed_by = ?";

export class MediaStore {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * Stores a new photo, to be processed, and audits its upload; a photo of the same bytes already
   * stored is answered as it is (`created: false`), nothing written.
   */
  async add(photo: NewPhoto): Promise<{ created: boolean; photo: Photo }> {
    const created = await this.sql.converse(
      (function* (): Conversation<boolean> {
        if (yield get("SELECT id FROM media_photos WHERE id = ?", [photo.id])) return false;
        yield run(
          `INSERT INTO media_photos (id, content_type, size, width, height, placeholder, state, uploaded_by,
             uploaded_at)
           VALUES (?, ?, ?, ?, ?, ?, 'processing', ?, ?)`,
          [
            photo.id,
            photo.contentType,
            photo.original.length,
            photo.width,
            photo.height,
            photo.placeholder,
            photo.uploadedBy,
            photo.at,
          ],
        );
        yield run("INSERT INTO media_originals (photo_id, data) VALUES (?, ?)", [photo.id, photo.original]);
        yield auditStatement({
          at: photo.at,
          userId: photo.uploadedBy,
          action: "photo-upload",
          detail: photo.id,
        });
        return true;
      })(),
      `media:${photo.id}`,
    );
    return { created, photo: (await this.get(photo.id))! };
  }

  async get(id: string): Promise<Photo | undefined> {
    const row = await this.sql.get<PhotoRow>(`SELECT ${PHOTO_COLUMNS} FROM ${PHOTOS} WHERE p.id = ?`, [id]);
    return row && toPhoto(row);
  }

  /** Every photo, newest first. */
  async list(): Promise<Photo[]> {
    const rows = await this.sql.all<PhotoRow>(
      `SELECT ${PHOTO_COLUMNS} FROM ${PHOTOS} ORDER BY p.uploaded_at DESC, p.id DESC`,
    );
    return rows.map(toPhoto);
  }

  /** Deletes a photo with every variant, audited; false when there was none. */
  async remove(id: string, userId: string | null, at: Date): Promise<boolean> {
    return this.sql.converse(
      (function* (): Conversation<boolean> {
        if (!(yield get("SELECT id FROM media_photos WHERE id = ?", [id]))) return false;
        yield run("DELETE FROM media_variants WHERE photo_id = ?", [id]);
        yield run("DELETE FROM media_originals WHERE photo_id = ?", [id]);
        yield run("DELETE FROM media_photos WHERE id = ?", [id]);
        yield auditStatement({ at, userId, action: "photo-delete", detail: id });
        return true;
      })(),
      `media:${id}`,
    );
  }

  /** Sets a photo's focal point (whole percent, 0-100), audited; false when there is no such photo. */
  async setFocus(
    id: string,
    focus: { x: number; y: number },
    userId: string | null,
    at: Date,
  ): Promise<boolean> {
    return this.sql.converse(
      (function* (): Conversation<boolean> {
        if (!(yield get("SELECT id FROM media_photos WHERE id = ?", [id]))) return false;
        yield run("UPDATE media_photos SET focus_x = ?, focus_y = ? WHERE id = ?", [focus.x, focus.y, id]);
        yield auditStatement({ at, userId, action: "photo-focus", detail: `${id} ${focus.x},${focus.y}` });
        return true;
      })(),
      `media:${id}`,
    );
  }

  /**
   * The ready photos among `ids` with their variants (without their bytes), in two queries
   * whatever their number: what the published pages show (server/media/picture.ts).
   */
  async readyPhotos(ids: readonly string[]): Promise<{ photo: Photo; variants: Omit<Variant, "data">[] }[]> {
    if (ids.length === 0) return [];
    const marks = ids.map(() => "?").join(", ");
    const photos = (
      await this.sql.all<PhotoRow>(
        `SELECT ${PHOTO_COLUMNS} FROM ${PHOTOS} WHERE p.state = 'ready' AND p.id IN (${marks}) ORDER BY p.id`,
        [...ids],
      )
    ).map(toPhoto);
    if (photos.length === 0) return [];
    const rows = await this.sql.all<{
      photo_id: string;
      format: VariantFormat;
      width: DbCount;
      height: DbCount;
    }>(
      `SELECT photo_id, format, width, height FROM media_variants
       WHERE photo_id IN (${photos.map(() => "?").join(", ")}) ORDER BY photo_id, format, width`,
      photos.map((photo) => photo.id),
    );
    return photos.map((photo) => ({
      photo,
      variants: rows
        .filter((row) => row.photo_id === photo.id)
        .map((row) => ({ format: row.format, width: toCount(row.width), height: toCount(row.height) })),
    }));
  }

  /** A ready photo's variant, or undefined (unknown, not ready, or no such width or format). */
  async variant(id: string, format: VariantFormat, width: number): Promise<Buffer | undefined> {
    const row = await this.sql.get<{ data: Buffer }>(
      `SELECT v.data FROM media_variants v JOIN media_photos p ON p.id = v.photo_id AND p.state = 'ready'
       WHERE v.photo_id = ? AND v.format = ? AND v.width = ?`,
      [id, format, width],
    );
    return row?.data;
  }

  /** A ready photo's variants (without their bytes), or undefined when it is not ready. */
  async readyVariants(id: string): Promise<{ photo: Photo; variants: Omit<Variant, "data">[] } | undefined> {
    const photo = await this.get(id);
    if (photo?.state !== "ready") return undefined;
    const rows = await this.sql.all<{ format: VariantFormat; width: DbCount; height: DbCount }>(
      "SELECT format, width, height FROM media_variants WHERE photo_id = ? ORDER BY format, width",
      [id],
    );
    return {
      photo,
      variants: rows.map((row) => ({
        format: row.format,
        width: toCount(row.width),
        height: toCount(row.height),
      })),
    };
  }

  /**
   * Claims the oldest photo waiting for its variants whose lease (if any) has ended, for `worker`
   * until `until`, counting the attempt, and deletes any variant an earlier attempt stored; a photo
   * already tried `maxAttempts` times becomes `failed` instead. Undefined when none is waiting.
   */
  async claimNext(
    worker: string,
    now: Date,
    until: Date,
    maxAttempts: number,
  ): Promise<ClaimedPhoto | undefined> {
    return this.sql.converse(
      (function* (): Conversation<ClaimedPhoto | undefined> {
        for (;;) {
          const due = yield get(
            `SELECT id, attempts, failure FROM media_photos
             WHERE state = 'processing' AND (claimed_until IS NULL OR claimed_until < ?)
             ORDER BY uploaded_at, id LIMIT 1`,
            [now],
          );
          if (!due) return undefined;
          const id = due.id as string;
          if (toCount(due.attempts as DbCount) >= maxAttempts) {
            yield run(
              `UPDATE media_photos SET state = 'failed', claimed_by = NULL, claimed_until = NULL,
                 failure = ? WHERE id = ?`,
              [
                `Its variants could not be made in ${maxAttempts} attempts (the last: ${due.failure ?? "the server stopped while making them"}).`,
                id,
              ],
            );
            continue;
          }
          yield run(
            "UPDATE media_photos SET claimed_by = ?, claimed_until = ?, attempts = attempts + 1 WHERE id = ?",
            [worker, until, id],
          );
          yield run("DELETE FROM media_variants WHERE photo_id = ?", [id]);
          const photo = yield get(
            `SELECT o.data, p.width, p.height FROM media_photos p JOIN media_originals o ON o.photo_id = p.id
             WHERE p.id = ?`,
            [id],
          );
          return {
            id,
            original: photo?.data as Buffer,
            width: toCount(photo?.width as DbCount),
            height: toCount(photo?.height as DbCount),
          };
        }
      })(),
      "media:claim",
    );
  }

  /** Extends `worker`'s lease on a photo; false when it no longer holds it (deleted, or taken over). */
  async extendClaim(id: string, worker: string, until: Date): Promise<boolean> {
    return (
      (await this.sql.run(`UPDATE media_photos SET claimed_until = ? WHERE ${HELD}`, [until, id, worker])) > 0
    );
  }

  /**
   * Stores a variant of a photo `worker` holds (each in a transaction of its own: one photo's
   * variants together would hold SQLite's writer, and the server with it, for a tenth of a second);
   * false, nothing written, when it no longer holds it.
   */
  async addVariant(id: string, worker: string, variant: Variant): Promise<boolean> {
    return this.sql.converse(
      (function* (): Conversation<boolean> {
        if (!(yield get(`SELECT id FROM media_photos WHERE ${HELD}`, [id, worker]))) return false;
        yield run(
          "INSERT INTO media_variants (photo_id, format, width, height, size, data) VALUES (?, ?, ?, ?, ?, ?)",
          [id, variant.format, variant.width, variant.height, variant.data.length, variant.data],
        );
        return true;
      })(),
      `media:${id}`,
    );
  }

  /**
   * Makes a photo `worker` holds ready, once its `count` variants are stored: from then on they
   * are served. False, nothing changed, when it no longer holds it or a variant is missing.
   */
  async finish(id: string, worker: string, count: number, at: Date): Promise<boolean> {
    return this.sql.converse(
      (function* (): Conversation<boolean> {
        if (!(yield get(`SELECT id FROM media_photos WHERE ${HELD}`, [id, worker]))) return false;
        const stored = yield get("SELECT count(*) AS n FROM media_variants WHERE photo_id = ?", [id]);
        if (toCount(stored?.n as DbCount) !== count) return false;
        yield run(
          `UPDATE media_photos SET state = 'ready', ready_at = ?, failure = NULL, claimed_by = NULL,
             claimed_until = NULL WHERE id = ?`,
          [at, id],
        );
        return true;
      })(),
      `media:${id}`,
    );
  }

  /**
   * Gives up `worker`'s claim on a photo, to be tried again by any replica: after a failure
   * (`failure` says why), or when the replica stops (`null`: that attempt does not count).
   */
  async release(id: string, worker: string, failure: string | null): Promise<void> {
    if (failure === null)
      await this.sql.run(
        `UPDATE media_photos SET claimed_by = NULL, claimed_until = NULL, attempts = attempts - 1 WHERE ${HELD}`,
        [id, worker],
      );
    else
      await this.sql.run(
        `UPDATE media_photos SET claimed_by = NULL, claimed_until = NULL, failure = ? WHERE ${HELD}`,
        [failure, id, worker],
      );
  }
}
