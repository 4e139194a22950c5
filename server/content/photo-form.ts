/**
 * The photo buttons of the editor's image fields (views/ImageField.tsx), read from an English form
 * post before its save or list button: each is a submit of the whole form, so what was typed
 * elsewhere comes back as it was (nothing saved), with the field changed.
 *
 * - A file in a field's upload input is checked and stored (as the API's upload: refused with its
 *   reason as the field's message, nothing stored) and put in the field, keeping its drawing
 *   behind it (content/image-ref.ts), whichever button sent the form: "Save draft" saves it too.
 * - `choose <path>` opens the list of uploaded photos under the field, `use <path>` puts the one
 *   picked there in the field, `close <path>` closes the list, `drawing <path>` shows the drawing
 *   again.
 * - `focus <path>` (or a click on the photo: `focus <path>.x`/`.y`, in the shown photo's pixels)
 *   sets the photo's focal point, which belongs to the photo, not to the draft: it is stored at
 *   once, and the site's pages crop it around that point from then on.
 * Only an account that may change the site's photos (`photos`) has these buttons.
 */
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { CONTENT_DOCUMENTS, type ContentDocumentId } from "../../content/documents.ts";
import { PHOTO_PREFIX, photoRef, photoRefOf } from "../../content/image-ref.ts";
import type { StaffUser } from "../db/staff.ts";
import { can } from "../inbox/roles.ts";
import { storePhoto } from "../media/api.ts";
import { PublicError } from "../plugins/errors.ts";
import { documentForm, type FormField, type PostedForm, valueAt } from "./form.ts";
import { postedFiles } from "./multipart.ts";

/** What the upload input offers to pick (the upload's check decides, by the bytes). */
export const ACCEPTED_PHOTOS = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";

/** The buttons, by the `change` they send, with their words. */
export const PHOTO_CHANGES = {
  upload: "Upload",
  choose: "Choose an uploaded photo",
  use: "Use this photo",
  close: "Close the list",
  drawing: "Show the drawing instead",
  focus: "Set the focal point",
} as const;
export type PhotoChange = keyof typeof PHOTO_CHANGES;

/** The name of a field's photo control: its upload input, picked photo, focal point's numbers. */
export const photoFieldName = (control: "upload" | "pick" | "focus" | "x" | "y", path: string) =>
  `${control} ${path}`;

export const PHOTO_NOTICES = {
  uploaded:
    "The photo is uploaded and put in the form: save the draft to keep it. Until its sizes are made (a minute or so), the site shows the drawing.",
  chosen: "The photo is put in the form: save the draft to keep it.",
  choose: "Pick a photo in the list under the field, then press Use this photo.",
  closed: "The list is closed; nothing changed.",
  drawing: "The drawing is back in the form: save the draft to keep it.",
  focus: "The focal point is saved: the site's pages keep that point of the photo in view from now on.",
} as const;

const PHOTO_REFUSALS = {
  noFile: "Choose a file to upload first, then press Upload.",
  noPick: "Pick one of the photos in the list first, then press Use this photo.",
  unknown: "There is no such photograph (it may have been deleted): choose another.",
  notReady: "That photo is not ready yet: choose it again once it is.",
  focus: "Write the focal point as two whole numbers from 0 to 100.",
  uploadRefused: "The photo was not uploaded: the field says why. Nothing was saved.",
} as const;

/** What the editor shows again after a photo button, or the post's data to save with its uploads. */
export type PhotoFormAnswer =
  | { data: unknown; shown?: undefined }
  | {
      shown: {
        status?: number;
        data: unknown;
        notice?: string;
        refusal?: { message: string; errors: Record<string, string> };
        choosing?: string;
      };
    };

/** The paths of a document's image fields, holding `data`. */
function imagePaths(schema: z.core.$ZodType, data: unknown): Set<string> {
  const paths = new Set<string>();
  const walk = (field: FormField) => {
    if (field.kind === "image") paths.add(field.path);
    if (field.kind === "group") for (const child of field.fields) walk(child);
  };
  walk(documentForm(schema, data, ""));
  return paths;
}

/** `data` with `value` at `path` (a copy). */
function withValueAt(data: unknown, path: string, value: string): unknown {
  const copy = structuredClone(data);
  const keys = path.split(".");
  const last = keys.pop() as string;
  const parent = valueAt(copy, keys.join(".")) as Record<string, unknown> | unknown[] | undefined;
  if (parent && typeof parent === "object") (parent as Record<string, unknown>)[last] = value;
  return copy;
}

/** A posted field's text (the first when sent twice). */
const sent = (form: PostedForm, name: string) => {
  const value = form[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
};

/** A focal point's coordinate as typed: a whole number 0-100, else undefined. */
const percent = (typed: string | undefined) => {
  const value = Number(typed?.trim() || Number.NaN);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : undefined;
};

/** The shown photo's size in the form (views/ImageField.tsx), to read a click on it. */
export interface ShownSize {
  width: number;
  height: number;
}

export async function photoFormChange(
  app: FastifyInstance,
  user: StaffUser,
  id: ContentDocumentId,
  {
    form,
    posted,
    change,
    english,
    shownSize,
  }: {
    form: PostedForm;
    posted: unknown;
    change: string | undefined;
    english: boolean;
    shownSize: (photo: { width: number; height: number }) => ShownSize;
  },
): Promise<PhotoFormAnswer> {
  if (!english || !can(user, "photos")) return { data: posted };
  const paths = imagePaths(CONTENT_DOCUMENTS[id].schema, posted);
  let data = posted;
  const current = (path: string) => {
    const value = valueAt(data, path);
    return typeof value === "string" ? value : "";
  };

  // Files first, whatever the button: each into its field, or its refusal as the field's message.
  const errors: Record<string, string> = {};
  const files = postedFiles(form);
  let uploaded = false;
  for (const [name, file] of files) {
    const path = name.startsWith("upload ") ? name.slice("upload ".length) : undefined;
    if (path === undefined || !paths.has(path)) continue;
    try {
      const { photo } = await storePhoto(app, file.bytes, { type: file.type, name: file.name }, user.id);
      data = withValueAt(data, path, photoRef(photo.id, current(path)));
      uploaded = true;
    } catch (error) {
      if (!(error instanceof PublicError)) throw error;
      errors[path] = error.message;
    }
  }
  if (Object.keys(errors).length > 0)
    return {
      shown: { status: 400, data, refusal: { message: PHOTO_REFUSALS.uploadRefused, errors } },
    };

  const refused = (path: string, message: string) => ({
    shown: { status: 400, data, refusal: { message, errors: { [path]: message } } },
  });

  // A click on a photo sends no `change`, only where it was clicked.
  const click = Object.keys(form)
    .map((name) => /^focus (.+)\.x$/.exec(name)?.[1])
    .find((path) => path !== undefined && paths.has(path));
  const asked = /^(\w+) (.+)$/.exec(change ?? "");
  const [, button, path] = click
    ? [undefined, "focus", click]
    : asked && Object.hasOwn(PHOTO_CHANGES, asked[1] as string) && paths.has(asked[2] as string)
      ? asked
      : [];
  if (button === undefined || path === undefined) return { data };

  switch (button as PhotoChange) {
    case "upload":
      return uploaded
        ? { shown: { data, notice: PHOTO_NOTICES.uploaded } }
        : refused(path, PHOTO_REFUSALS.noFile);
    case "choose":
      return { shown: { data, notice: PHOTO_NOTICES.choose, choosing: path } };
    case "close":
      return { shown: { data, notice: PHOTO_NOTICES.closed } };
    case "use": {
      const picked = sent(form, photoFieldName("pick", path));
      if (!picked) return { shown: { ...refused(path, PHOTO_REFUSALS.noPick).shown, choosing: path } };
      const photo = await app.db.media.get(picked);
      if (!photo) return refused(path, PHOTO_REFUSALS.unknown);
      if (photo.state !== "ready") return refused(path, PHOTO_REFUSALS.notReady);
      return {
        shown: {
          data: withValueAt(data, path, photoRef(photo.id, current(path))),
          notice: PHOTO_NOTICES.chosen,
        },
      };
    }
    case "drawing": {
      const ref = current(path).startsWith(PHOTO_PREFIX) ? photoRefOf(current(path)) : undefined;
      return {
        shown: {
          data: withValueAt(data, path, ref?.drawing ?? current(path)),
          notice: PHOTO_NOTICES.drawing,
        },
      };
    }
    case "focus": {
      const ref = photoRefOf(current(path));
      const photo = ref && (await app.db.media.get(ref.id));
      if (!photo) return refused(path, PHOTO_REFUSALS.unknown);
      let focus: { x: number | undefined; y: number | undefined };
      if (click) {
        const shown = shownSize(photo);
        const clicked = (axis: "x" | "y") => Number(sent(form, `focus ${path}.${axis}`)) || 0;
        // A keyboard's press of the photo sends 0,0: no point was chosen.
        if (clicked("x") === 0 && clicked("y") === 0) return { shown: { data } };
        const at = (axis: "x" | "y", size: number) =>
          Math.min(100, Math.max(0, Math.round((clicked(axis) / size) * 100)));
        focus = { x: at("x", shown.width), y: at("y", shown.height) };
      } else
        focus = {
          x: percent(sent(form, photoFieldName("x", path))),
          y: percent(sent(form, photoFieldName("y", path))),
        };
      if (focus.x === undefined || focus.y === undefined) return refused(path, PHOTO_REFUSALS.focus);
      await app.db.media.setFocus(photo.id, { x: focus.x, y: focus.y }, user.id, new Date());
      app.media.changed();
      return { shown: { data, notice: PHOTO_NOTICES.focus } };
    }
  }
}
