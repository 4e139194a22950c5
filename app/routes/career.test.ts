import { describe, expect, it } from "vitest";
import { career } from "../../content/career.ts";
import { career as gu } from "../../content/locales/gu/career.ts";
import { specialists as hiSpecialists } from "../../content/locales/hi/specialists.ts";
import { pages } from "../../content/pages.ts";
import { specialists } from "../../content/specialists.ts";
import { loader } from "./career.tsx";
import { loadPath } from "./load-path.ts";

const load = (path: string) => loadPath(loader, path);

describe("the career page's loader", () => {
  it("gives the English page the content as written, signed by the managing director", () => {
    expect(load("/career")).toEqual({
      page: pages.career,
      career,
      signatory: { name: specialists[0]?.title, post: specialists[0]?.post },
    });
  });

  it("gives the Gujarati page its jobs, keeping their ids (the page's anchors)", () => {
    const { career: translated } = load("/gu/career");
    expect(translated.jobs.map(({ id, title }) => [id, title])).toEqual(
      career.jobs.map(({ id }, index) => [id, gu.jobs[index]?.title]),
    );
    expect(translated.apply.subject).toBe(gu.apply.subject);
  });

  it("signs the Hindi page with the director's name and post in Hindi", () => {
    expect(load("/hi/career").signatory).toEqual({
      name: hiSpecialists[0]?.title,
      post: hiSpecialists[0]?.post,
    });
  });
});
