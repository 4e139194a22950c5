import { describe, expect, it } from "vitest";
import { changedFields, changedText, compareDrafts, inItemOnlyYours, pairItems } from "./changes.ts";
import { pathLabel } from "./form.ts";

const jobs = (...ids: string[]) => ids.map((id) => ({ id, title: `Job ${id}` }));

describe("pairing list items", () => {
  it("pairs items by id when every item has one", () => {
    expect(pairItems(jobs("a", "b", "c"), jobs("c", "a"))).toEqual({ partners: [1, -1, 0], unpaired: [] });
    expect(pairItems(jobs("a"), jobs("b", "a"))).toEqual({ partners: [1], unpaired: [0] });
  });

  it("pairs items without ids (questions) by equal content, then the others in their order", () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map((q) => ({ q }));
    // Mine edits b; theirs removed b: b edited is only mine.
    expect(pairItems([a, { q: "b, edited" }, c, d], [a, c, d])).toEqual({
      partners: [0, -1, 1, 2],
      unpaired: [],
    });
    // Mine edits b; theirs moved d first and edited c: each edited item keeps its partner.
    expect(pairItems([a, { q: "b, edited" }, c, d], [d, a, b, { q: "c, edited" }])).toEqual({
      partners: [1, 2, 3, 0],
      unpaired: [],
    });
    expect(pairItems([a], [{ q: "y" }, { q: "z" }])).toEqual({ partners: [0], unpaired: [1] });
    expect(pairItems(["x", "y"], ["y", "x", "z"])).toEqual({ partners: [1, 0], unpaired: [2] });
  });
});

describe("comparing two drafts in a conflict", () => {
  it("compares each of your items with theirs of the same id, and names the items only one has (tester)", () => {
    const mine = { jobs: [...jobs("a", "b", "c"), { id: "new", title: "Mine only" }] };
    // They removed a, moved c first, changed b's title and added d.
    const theirs = { jobs: [{ id: "c", title: "Job c" }, { id: "b", title: "Their b" }, ...jobs("d")] };
    const comparison = compareDrafts(mine, theirs);
    expect(comparison.theirs).toEqual({
      jobs: [undefined, { id: "b", title: "Their b" }, { id: "c", title: "Job c" }, undefined],
    });
    expect(comparison.onlyYours).toEqual(["jobs.0", "jobs.3"]);
    expect(comparison.onlyTheirs).toEqual([{ list: "jobs", items: [{ id: "d", title: "Job d" }] }]);
    expect(inItemOnlyYours(comparison, "jobs.0.title")).toBe(true);
    expect(inItemOnlyYours(comparison, "jobs.1.title")).toBe(false);
    // Root lists and lists inside items too.
    expect(
      compareDrafts([{ id: "x", faqs: [{ q: "1" }] }], [{ id: "x", faqs: [{ q: "1" }, { q: "2" }] }]),
    ).toEqual({
      theirs: [{ id: "x", faqs: [{ q: "1" }] }],
      onlyYours: [],
      onlyTheirs: [{ list: "0.faqs", items: [{ q: "2" }] }],
    });
  });
});

describe("what a revision changed", () => {
  it("names each changed field, each item added or removed, and a list moved", () => {
    const before = { name: "Urdhva", jobs: jobs("a", "b", "c"), tags: ["x", "y"] };
    const after = {
      name: "Urdhva Elevators",
      jobs: [{ id: "c", title: "Job c" }, { id: "a", title: "Job a, changed" }, ...jobs("d")],
      tags: ["x", "y"],
    };
    expect(changedFields(before, after)).toEqual([
      { path: "name", change: "changed", from: "Urdhva", to: "Urdhva Elevators" },
      { path: "jobs", change: "moved" },
      { path: "jobs.1.title", change: "changed", from: "Job a", to: "Job a, changed" },
      { path: "jobs.2", change: "added" },
      { path: "jobs.1", change: "removed" },
    ]);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
    // Questions without ids: one removed is named so, not every question after it.
    const faqs = [{ q: "a" }, { q: "b" }, { q: "c" }];
    expect(changedFields({ faqs }, { faqs: [faqs[0], faqs[2]] })).toEqual([
      { path: "faqs.1", change: "removed" },
    ]);
    // A field that appears, and keys in another order (as PostgreSQL gives them back), compared by value.
    expect(changedFields({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 }, b: "new" })).toEqual([
      { path: "b", change: "changed", from: "", to: "new" },
    ]);
  });

  it("shows where a long text changed, with a few words around, not its first words", () => {
    const body = (word: string) =>
      `${"Opening words. ".repeat(20)}The lift is ${word} today.${" Closing.".repeat(20)}`;
    const { from, to } = changedText(body("serviced"), body("repaired"));
    expect(from).toMatch(/^….*The lift is serviced today\..*…$/);
    expect(to).toMatch(/^….*The lift is repaired today\..*…$/);
    expect(from.length).toBeLessThan(130);
    // Cut between words, never inside one.
    const words = new Set(body("serviced").split(" "));
    expect(
      from
        .slice(1, -1)
        .split(" ")
        .filter((word) => !words.has(word)),
    ).toEqual([]);
    // A long rewritten passage is cut too.
    const rewritten = changedText("Short.", `Start. ${"Many new words here. ".repeat(40)}`);
    expect(rewritten.to.length).toBeLessThan(180);
    expect(rewritten.to.endsWith("…")).toBe(true);
    // Short values whole; Gujarati letters never cut in half; a number as written.
    expect(changedText("કૉલ કરો", "કૉલ કરવો")).toEqual({ from: "કૉલ કરો", to: "કૉલ કરવો" });
    expect(changedText(4, 5)).toEqual({ from: "4", to: "5" });
    // A link removed: its words and address, not code (tester).
    expect(changedText({ label: "Read more", href: "/contact-us#form" }, undefined)).toEqual({
      from: "Read more · /contact-us#form",
      to: "",
    });
    expect(changedText(true, false)).toEqual({ from: "yes", to: "no" });
    const gujarati = (word: string) => `${"લિફ્ટ ".repeat(30)}ક${word}${" સર્વિસ".repeat(30)}`;
    const cut = changedText(gujarati("કૉલ"), gujarati("ફોન"));
    expect(cut.from).toContain("કૉલ");
    // Starts after "…" at a letter, not at a vowel sign or virama left from a cut letter.
    expect(cut.from.slice(1)).toMatch(/^[\u0A85-\u0AB9 ]/u);
  });

  it("says a path in the words of the form's labels", () => {
    expect(pathLabel("0.faqs.2.answer")).toBe("Part 1 › FAQs 3 › Answer");
    expect(pathLabel("phones.sales.display")).toBe("Phones › Sales › Display");
    expect(pathLabel("jobs.0")).toBe("Jobs 1");
    expect(pathLabel("")).toBe("The document");
  });
});
