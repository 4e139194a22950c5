/**
 * The photographs' staff API, inside the staff area (server/inbox: the same sign-in, roles and
 * same-site rule), for staff whose role may change the site's images (`photos`: editor, admin).
 *
 *   POST   /api/staff/media[?name=<file name>]  the photo's bytes as the body, sent with its type
 *          (image/jpeg, …): checked (upload.ts), stored, 202 with the photo (`processing`) and its
 *          Location; the same bytes again: 200 with the photo already stored. Refused: 413 or 422
 *          with the reason, nothing stored.
 *   GET    /api/staff/media         every photo with its state, size, variants, focal point and
 *                                   where the content uses it (`uses`, `inUse`), newest first
 *   GET    /api/staff/media/:id     one photo
 *   DELETE /api/staff/media/:id     the original and every variant (204); 409 while the site's
 *                                   content uses it, saying where (`app.media.uses`)
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PHOTO_ID } from "../../content/image-ref.ts";
import { type PhotoUse, whereItShows } from "../content/photo-uses.ts";
import type { Photo } from "../db/media.ts";
import { requireStaff } from "../inbox/guard.ts";
import { needs } from "../inbox/roles.ts";
import { PublicError } from "../plugins/errors.ts";
import { MB, MEDIA_MESSAGES, type UploadClaim } from "./upload.ts";

export const PHOTO_MESSAGES = {
  unknown: "There is no such photograph (it may have been deleted).",
  inUse:
    "This photograph is used in the site's content. Nothing was deleted. Choose another picture wherever it is used, then delete it.",
} as const;

/** Where a photo is used, in words: "Door pages: door finishes › Part 2 › Image (published)". */
export const usesInWords = (uses: readonly PhotoUse[]) =>
  uses.map((use) => `${use.title} › ${use.field} (${whereItShows(use)})`).join("; ");

/**
 * Checks an upload (upload.ts) and stores it, to be processed in the background; the same bytes
 * again are the photo already stored (`created: false`). Refused with its reason (PublicError),
 * nothing stored. For the API and the editor's forms alike.
 */
export async function storePhoto(
  app: FastifyInstance,
  bytes: Buffer,
  claim: UploadClaim,
  userId: string,
): Promise<{ created: boolean; photo: Photo }> {
  const checked = await app.media.check(bytes, claim);
  const stored = await app.db.media.add({ ...checked, original: bytes, uploadedBy: userId, at: new Date() });
  if (stored.created) void app.media.processor.wake();
  return stored;
}

/**
 * Deletes a photo with every variant, unless the site's content uses it (409, saying where):
 * for the API and the photos page alike.
 */
export async function deletePhoto(app: FastifyInstance, id: string, userId: string): Promise<void> {
  const uses = (await app.media.uses()).get(id);
  if (uses) throw new PublicError(409, `${PHOTO_MESSAGES.inUse} It is used in: ${usesInWords(uses)}.`);
  if (!(await app.db.media.remove(id, userId, new Date())))
    throw new PublicError(404, PHOTO_MESSAGES.unknown);
  app.media.changed();
}

type Params = { id: string };

const photoJson = (photo: Photo, uses: readonly PhotoUse[] = []) => ({
  ...photo,
  inUse: uses.length > 0,
  uses,
});

/**
 * The request's body as bytes, whatever type it was sent as (upload.ts decides what it is), up to
 * `maxBytes`: a larger one is refused from its Content-Length before it is read, or as soon as it
 * grows past the limit.
 */
function bodyBytes(maxBytes: number) {
  return async (request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> => {
    const tooLarge = () => new PublicError(413, MEDIA_MESSAGES.tooLarge(maxBytes / MB));
    if (Number(request.headers["content-length"]) > maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  };
}

export default async function mediaApi(app: FastifyInstance) {
  const store = app.db.media;
  const { limits } = app.media;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", bodyBytes(limits.maxBytes));

  /** The photo `id` names, or a 404. */
  const photoOf = async (id: string) => {
    const photo = PHOTO_ID.test(id) ? await store.get(id) : undefined;
    if (!photo) throw new PublicError(404, PHOTO_MESSAGES.unknown);
    return photo;
  };

  app.get("/api/staff/media", needs("photos"), async (request) => {
    requireStaff(request);
    const [photos, uses] = await Promise.all([store.list(), app.media.uses()]);
    return { photos: photos.map((photo) => photoJson(photo, uses.get(photo.id))) };
  });

  app.get<{ Params: Params }>("/api/staff/media/:id", needs("photos"), async (request) => {
    requireStaff(request);
    const photo = await photoOf(request.params.id);
    return photoJson(photo, (await app.media.uses()).get(photo.id));
  });

  app.post<{ Querystring: { name?: unknown } }>(
    "/api/staff/media",
    needs("photos"),
    async (request, reply) => {
      const user = requireStaff(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const name = typeof request.query.name === "string" ? request.query.name : undefined;
      const claim = { type: request.headers["content-type"], name };
      const { created, photo } = await storePhoto(app, bytes, claim, user.id);
      return reply
        .status(created ? 202 : 200)
        .header("location", `/api/staff/media/${photo.id}`)
        .send(photoJson(photo, (await app.media.uses()).get(photo.id)));
    },
  );

  app.delete<{ Params: Params }>("/api/staff/media/:id", needs("photos"), async (request, reply) => {
    const user = requireStaff(request);
    const photo = await photoOf(request.params.id);
    await deletePhoto(app, photo.id, user.id);
    return reply.status(204).send();
  });
}
