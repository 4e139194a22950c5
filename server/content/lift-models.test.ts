/**
 * The lift models as a content document, through `inject` on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): English only (no translation to list, open, save or fall
 * outdated), its form saved as served, and the check with the type pages' tables on every save
 * and publish of either document, refused with a message naming the model and the table. Also the
 * company's site address, shown in the editor but never changed there.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import type { ElevatorType } from "../../content/elevator-types.ts";
import { type LiftModel, liftModels } from "../../content/lift-models.ts";
import type { Locale } from "../../contracts/locales.ts";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody } from "../testing/fixtures.ts";
import { addStaff, inboxPerSuite, signedIn } from "../testing/inbox.ts";
import { NO_TRANSLATION, READ_ONLY } from "./documents.ts";

/** The values a browser posts from the editor's form as served (a select: its selected option, else its first). */
function formValues(html: string) {
  const document = new new Window().DOMParser().parseFromString(html, "text/html");
  const values: Record<string, string> = {};
  for (const control of document.querySelectorAll("form.content-form [name]")) {
    const name = control.getAttribute("name") ?? "";
    values[name] =
      control.tagName === "SELECT"
        ? ((control.querySelector("option[selected]") ?? control.querySelector("option"))?.getAttribute(
            "value",
          ) ?? "")
        : control.tagName === "TEXTAREA"
          ? (control.textContent ?? "")
          : (control.getAttribute("value") ?? "");
  }
  return { values, document };
}

const CAPSULE_10 = liftModels.findIndex((model) => model.id === "capsule-10");
/** What the type pages' check says when capsule-10 loses its door height. */
const NO_DOOR_HEIGHT =
  'capsule-10 has no door height for the column "F" of the table "Capsule elevator, half-round car" of the Capsule Elevators page.';

describe.each(DRIVERS)("the lift models in the content editor on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const api = (method: "GET" | "PUT" | "POST", url: string, cookie: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    suite.app.inject({ method: "POST", url, headers: { ...FORM_POST, cookie }, payload: formBody(fields) });
  const as = async (role: "editor" | "translator", languages: Locale[] = []) => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, `A ${role}`, role, languages);
    return signedIn(suite.app, email);
  };
  /** Saves `edit`'s change of document `id`'s English draft through the API. */
  const saveEdited = async <T>(cookie: string, id: string, edit: (draft: T) => void) => {
    const { revision, draft } = (await api("GET", `/api/staff/content/${id}`, cookie)).json();
    const data = structuredClone(draft.en) as T;
    edit(data);
    return api("PUT", `/api/staff/content/${id}`, cookie, { revision, locale: "en", data });
  };
  const withoutDoorHeight = (models: LiftModel[]) => {
    delete (models[CAPSULE_10] as LiftModel).door.height;
  };
  /** The capsule table without its door height column (F). */
  const withoutColumnF = (types: ElevatorType[]) => {
    const table = types[0]?.dimensions.tables[0];
    if (!table) throw new Error("no capsule table");
    table.columns = table.columns.filter((column) => column.field !== "doorHeight");
  };

  it("is English only: listed, opened and saved in English, never outdated by a new model", async () => {
    const editor = await as("editor");
    const opened = (await api("GET", "/api/staff/content/lift-models", editor)).json();
    expect(opened.locales).toEqual({ en: "published" });
    expect(opened.draft).toEqual({ en: liftModels });
    const list = (await suite.app.inject({ url: "/inbox/content", headers: { cookie: editor } })).body;
    const card = new Window().document;
    card.body.innerHTML = list;
    const entry = [...card.querySelectorAll(".content-documents li")].find((item) =>
      item.textContent?.startsWith("Lift models"),
    );
    expect([...(entry?.querySelectorAll("dt") ?? [])].map((term) => term.textContent)).toEqual(["English"]);

    const added = await saveEdited<LiftModel[]>(editor, "lift-models", (models) => {
      models.push({ ...(models[CAPSULE_10] as LiftModel), id: "capsule-11" });
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await api("GET", "/api/staff/content/lift-models", editor)).json().locales).toEqual({
      en: "draft",
    });

    const translation = await api("PUT", "/api/staff/content/lift-models", editor, {
      revision: added.json().revision,
      locale: "gu",
      data: [],
    });
    expect(translation.statusCode).toBe(400);
    expect(translation.json().errors).toEqual({ "": NO_TRANSLATION });
    const inGujarati = await suite.app.inject({
      url: "/inbox/content/lift-models?lang=gu",
      headers: { cookie: editor },
    });
    expect(inGujarati.statusCode).toBe(404);
    expect(inGujarati.body).toContain("Change it in English.");
  });

  it("is not a translator's: not in their list, not theirs to open", async () => {
    const translator = await as("translator", ["gu", "hi"]);
    const list = (await suite.app.inject({ url: "/inbox/content", headers: { cookie: translator } })).body;
    expect(list).toContain("/inbox/content/faqs?lang=gu");
    expect(list).not.toContain("/inbox/content/lift-models");
    const opened = await suite.app.inject({
      url: "/inbox/content/lift-models",
      headers: { cookie: translator },
    });
    expect(opened.statusCode).toBe(404);
  });

  it("saves its form and the type pages' as served: a model or table without doors stays without", async () => {
    const editor = await as("editor");
    for (const id of ["lift-models", "elevator-types"]) {
      const page = await suite.app.inject({
        url: `/inbox/content/${id}?lang=en`,
        headers: { cookie: editor },
      });
      const before = (await api("GET", `/api/staff/content/${id}`, editor)).json().draft.en;
      const saved = await post(`/inbox/content/${id}/save?lang=en`, editor, {
        ...formValues(page.body).values,
        change: "save",
      });
      expect(saved.statusCode, saved.body.slice(0, 2000)).toBe(303);
      expect((await api("GET", `/api/staff/content/${id}`, editor)).json().draft.en).toEqual(before);
    }
  });

  it("refuses a save the type pages' tables cannot show, naming the model, the column and the table", async () => {
    const editor = await as("editor");
    const models = await saveEdited(editor, "lift-models", withoutDoorHeight);
    expect(models.statusCode).toBe(400);
    expect(models.json().errors).toEqual({ [`${CAPSULE_10}.door.height`]: NO_DOOR_HEIGHT });

    // The same on the type pages' side: a column the models have no figures for.
    const types = await saveEdited<ElevatorType[]>(editor, "elevator-types", (pages) => {
      pages[1]?.dimensions.tables[0]?.columns.push({ header: "Door height (mm)", field: "doorHeight" });
    });
    expect(types.statusCode).toBe(400);
    expect(types.json().errors["1.dimensions.tables.0.columns"]).toMatch(
      /^passenger-centre-6 has no door height for the column "Door height \(mm\)" of the table "Passenger elevator, centre-opening doors" of the Passenger Elevators page\./,
    );

    // In the editor: the message at the top, a link to the field, everything typed kept.
    const page = await suite.app.inject({
      url: "/inbox/content/lift-models?lang=en",
      headers: { cookie: editor },
    });
    const { values } = formValues(page.body);
    const refused = await post("/inbox/content/lift-models/save?lang=en", editor, {
      ...values,
      [`${CAPSULE_10}.door.height`]: "",
      change: "save",
    });
    expect(refused.statusCode).toBe(400);
    const shown = formValues(refused.body);
    expect(shown.document.querySelector(".error-summary")?.textContent).toContain(NO_DOOR_HEIGHT);
    expect(
      shown.document.querySelector(`.error-summary a[href="#field-${CAPSULE_10}-door-height"]`),
    ).not.toBeNull();
    expect(shown.values[`${CAPSULE_10}.door.height`]).toBe("");
  });

  it("refuses a publish that would make live what the tables cannot show; publishing both goes", async () => {
    const editor = await as("editor");
    // Each draft agrees with the other's draft: the column goes first, then the figure.
    expect((await saveEdited(editor, "elevator-types", withoutColumnF)).statusCode).toBe(200);
    expect((await saveEdited(editor, "lift-models", withoutDoorHeight)).statusCode).toBe(200);
    // The models alone would meet the live type pages, which still show the door height.
    const alone = await api("POST", "/api/staff/content/publish", editor, { ids: ["lift-models"] });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe(
      `Nothing was published: the documents would not agree with each other once live (the type pages' tables and the lift models, the links and their pages). Publish their drafts together, or correct them first: ${NO_DOOR_HEIGHT}`,
    );
    expect(suite.app.content.version).toBe(0);
    // The editor's list shows the same refusal.
    const listed = await post("/inbox/content/publish", editor, { id: "lift-models" });
    expect(listed.statusCode).toBe(400);
    expect(listed.body).toContain("capsule-10 has no door height");
    const both = await api("POST", "/api/staff/content/publish", editor, {
      ids: ["lift-models", "elevator-types"],
    });
    expect(both.statusCode, both.body).toBe(200);
    const shown = suite.app.content.shown("lift-models", "en") as LiftModel[];
    expect(shown[CAPSULE_10]?.door.height).toBeUndefined();
  });

  it("shows the company's site address read-only and refuses a change of it", async () => {
    const editor = await as("editor");
    const page = await suite.app.inject({
      url: "/inbox/content/company?lang=en",
      headers: { cookie: editor },
    });
    const address = formValues(page.body).document.querySelector("#field-siteUrl");
    expect(address?.hasAttribute("readonly")).toBe(true);
    expect(address?.getAttribute("value")).toBe(company.siteUrl);
    expect(page.body).toContain("set when the site is built and deployed (SITE_URL), not here");
    const changed = await saveEdited<{ siteUrl: string }>(editor, "company", (draft) => {
      draft.siteUrl = "https://elsewhere.example";
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ siteUrl: READ_ONLY });
    const kept = await saveEdited<{ tagline: string }>(editor, "company", (draft) => {
      draft.tagline = "Lifts that last";
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
