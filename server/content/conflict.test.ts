import { describe, expect, it } from "vitest";
import { postedChoices, settleConflict } from "./conflict.ts";

const base = {
  title: "Base",
  note: "Same",
  items: [
    { id: "a", text: "A" },
    { id: "b", text: "B" },
  ],
};

describe("a conflict settled field by field against the draft the form was opened on", () => {
  it("takes theirs where only they changed, keeps yours where only you did, asks where both did (tester)", () => {
    const mine = { ...base, title: "Mine", note: "My note" };
    const theirs = { ...base, title: "Theirs", items: [{ id: "a", text: "Their A" }, base.items[1]] };
    const { data, open, view } = settleConflict(mine, theirs, base, {});
    expect(view.contested).toEqual(["title"]);
    expect(view.taken).toEqual(["items.0.text"]);
    expect(open).toEqual(["title"]);
    expect(data).toEqual({ ...mine, items: [{ id: "a", text: "Their A" }, base.items[1]] });
    expect(settleConflict(mine, theirs, base, { title: "theirs" }).data).toMatchObject({ title: "Theirs" });
    expect(settleConflict(mine, theirs, base, {}, "yours")).toMatchObject({
      open: [],
      data: { title: "Mine" },
    });
  });

  it("asks about an item they removed and items they added, not about items you added or removed", () => {
    const mine = { ...base, items: [...base.items, { id: "mine", text: "Mine" }] };
    const theirs = { ...base, items: [base.items[1], { id: "new", text: "Theirs" }] };
    const { open, view } = settleConflict(mine, theirs, base, {});
    expect(view.removed).toEqual(["items.0"]);
    expect(view.added).toEqual([{ list: "items", items: [{ id: "new", text: "Theirs" }] }]);
    expect(open).toEqual(["items", "items.0"]);
    const both = settleConflict(mine, theirs, base, { items: "theirs", "items.0": "theirs" });
    expect(both.data).toEqual({
      ...base,
      items: [base.items[1], { id: "mine", text: "Mine" }, { id: "new", text: "Theirs" }],
    });
  });

  it("asks about every difference when the draft it was opened on is not kept", () => {
    const mine = { ...base, title: "Mine" };
    const theirs = { ...base, note: "Their note" };
    expect(settleConflict(mine, theirs, undefined, {}).open).toEqual(["title", "note"]);
  });

  it("reads the choices a form posted, and nothing else", () => {
    expect(
      postedChoices({ "keep:title": "theirs", "keep:a.0": ["yours"], "keep:b": "other", title: "x" }),
    ).toEqual({
      title: "theirs",
      "a.0": "yours",
    });
  });
});
