/**
 * The photos page of the staff area (`/inbox/photos`, role `photos`: editor, admin), server-rendered
 * without a script like every inbox page: every photo with its state, size and where the content
 * uses it, the unused ones apart, a plain upload (multipart, the same check and storage as the API)
 * and a delete per photo, refused while the content uses it, saying where (the same as the API's).
 * Each action answers with a 303 back to the page, naming what it did; a refusal shows the page with
 * its reason.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement } from "react";
import { multipartForms, postedFiles } from "../content/multipart.ts";
import { notices, sendHtml, signInFirst } from "../inbox/frame.ts";
import { needs } from "../inbox/roles.ts";
import { InboxFrame } from "../inbox/views/InboxFrame.tsx";
import { PublicError } from "../plugins/errors.ts";
import { deletePhoto, storePhoto } from "./api.ts";
import { PhotosPage } from "./views/PhotosPage.tsx";
import { PHOTOS_PATH, UPLOAD_PHOTO_PATH } from "./views/paths.ts";

const NOTICES = notices({
  uploaded:
    "The photo is uploaded. Its sizes are being made (a minute or so); then choose it in the content editor.",
  already: "That photo was uploaded before: it is listed below.",
  deleted: "The photo is deleted, with every size of it.",
});

/** Room for the form's other fields beside the photo. */
const FORM_ROOM = 64 * 1024;

export default async function photoPages(app: FastifyInstance) {
  multipartForms(app, app.media.limits.maxBytes + FORM_ROOM);

  async function showPhotos(request: FastifyRequest, reply: FastifyReply, status = 200, problem?: string) {
    const user = request.staff;
    if (!user) return signInFirst(request, reply);
    const [photos, uses] = await Promise.all([app.db.media.list(), app.media.uses()]);
    const asked = NOTICES.asked(request);
    const item = createElement(PhotosPage, {
      photos,
      uses,
      notice: asked ? NOTICES.texts[asked] : undefined,
      problem,
    });
    return sendHtml(
      reply,
      status,
      createElement(InboxFrame, {
        user,
        title: "Photos",
        current: "photos",
        item,
        placeholder: { label: "Photos", text: "" },
      }),
    );
  }

  /** Runs an action for a signed-in account, then back to the page; a refusal is shown on it. */
  const action =
    (
      run: (
        request: FastifyRequest<{ Params: { id: string } }>,
        userId: string,
      ) => Promise<keyof typeof NOTICES.texts>,
    ) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const user = request.staff;
      if (!user) return signInFirst(request, reply, 401);
      try {
        return reply.redirect(NOTICES.after(PHOTOS_PATH, await run(request, user.id)), 303);
      } catch (error) {
        if (!(error instanceof PublicError) || error.statusCode >= 500) throw error;
        return showPhotos(request, reply, error.statusCode, error.message);
      }
    };

  app.get(PHOTOS_PATH, needs("photos"), (request, reply) => showPhotos(request, reply));

  app.post(
    UPLOAD_PHOTO_PATH,
    needs("photos"),
    action(async (request, userId) => {
      const file = postedFiles(request.body).get("photo");
      if (!file) throw new PublicError(400, "Choose a file to upload first, then press Upload.");
      const { created } = await storePhoto(app, file.bytes, { type: file.type, name: file.name }, userId);
      return created ? "uploaded" : "already";
    }),
  );

  app.post<{ Params: { id: string } }>(
    `${PHOTOS_PATH}/:id/delete`,
    needs("photos"),
    action(async (request, userId) => {
      await deletePhoto(app, request.params.id, userId);
      return "deleted";
    }),
  );

  // An action's address opened (an address bar after a refusal) leads to the page.
  for (const path of [UPLOAD_PHOTO_PATH, `${PHOTOS_PATH}/:id/delete`])
    app.get(path, needs("photos"), (_request, reply) => reply.redirect(PHOTOS_PATH, 303));
}
