/**
 * The editor's form posted as multipart/form-data (it is, when it has an image field, so a photo
 * can be uploaded with it without a script): read by the Fetch API's own parser (Node's undici),
 * no dependency added. The body is the form's text fields, as the urlencoded parser gives them (a
 * list for a name sent twice), and its files under POSTED_FILES (a symbol: the checks that walk a
 * body's texts never see the bytes). A body over `maxBytes` (the site's form limit for someone not
 * signed in) is refused from its Content-Length before it is read, or as soon as it grows past it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FORM_POST_BODY_LIMIT } from "../../contracts/leads/forms.ts";
import { INBOX_MESSAGES } from "../inbox/guard.ts";
import { PublicError } from "../plugins/errors.ts";

export const POSTED_FILES = Symbol("posted files");

export interface PostedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const tooLarge = (maxBytes: number) =>
  new PublicError(
    413,
    `The form with its photo is over ${Math.floor(maxBytes / 1024 / 1024)} MB: nothing was saved or uploaded. Send a smaller photo.`,
  );

async function readBody(request: FastifyRequest, payload: NodeJS.ReadableStream, largest: number) {
  // Someone not signed in is read no further than the site's forms (the save refuses them anyway).
  const maxBytes = request.staff ? largest : FORM_POST_BODY_LIMIT;
  const refused = () => (request.staff ? tooLarge(maxBytes) : new PublicError(413, INBOX_MESSAGES.signIn));
  if (Number(request.headers["content-length"]) > maxBytes) throw refused();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > maxBytes) throw refused();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads multipart form posts in `app`'s scope, up to `maxBytes` each. */
export function multipartForms(app: FastifyInstance, maxBytes: number) {
  app.addContentTypeParser(
    "multipart/form-data",
    async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      const bytes = await readBody(request, payload, maxBytes);
      let form: FormData;
      try {
        form = await new Response(bytes, {
          headers: { "content-type": String(request.headers["content-type"]) },
        }).formData();
      } catch {
        throw new PublicError(400, "The form could not be read: nothing was saved. Send it again.");
      }
      const fields: Record<string, string | string[]> & { [POSTED_FILES]: Map<string, PostedFile> } = {
        [POSTED_FILES]: new Map(),
      };
      for (const [name, value] of form) {
        if (typeof value !== "string") {
          // A file input left empty sends a file of no bytes.
          if (value.size > 0)
            fields[POSTED_FILES].set(name, {
              name: value.name,
              type: value.type,
              bytes: Buffer.from(await value.arrayBuffer()),
            });
          continue;
        }
        const before = fields[name];
        fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
      }
      return fields;
    },
  );
}

/** The files a form posted (none for a urlencoded one). */
export const postedFiles = (body: unknown): ReadonlyMap<string, PostedFile> =>
  (typeof body === "object" && body !== null
    ? (body as { [POSTED_FILES]?: Map<string, PostedFile> })[POSTED_FILES]
    : undefined) ?? new Map();
