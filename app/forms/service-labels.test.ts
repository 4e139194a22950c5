import { describe, expect, it } from "vitest";
import { SERVICE_PROBLEMS, UNDER_AMC } from "../../contracts/service/choices.ts";
import { problemLabel, serviceFieldLabels, underAmcLabel } from "./service-labels.ts";

/** Latin words a Gujarati or Hindi label may keep: the glossary's (docs/translations.md). */
const GLOSSARY_LATIN = new Set(["AMC"]);

describe.each(["gu", "hi"] as const)("the service form's labels in %s", (locale) => {
  it("are written as a Surat company says them: no English word but the glossary's (AMC)", () => {
    const labels = [
      ...Object.values(serviceFieldLabels(locale)),
      ...SERVICE_PROBLEMS.map((problem) => problemLabel(problem, locale)),
      ...UNDER_AMC.map((answer) => underAmcLabel(answer, locale)),
    ];
    for (const label of labels) {
      const latin = (label.match(/[A-Za-z]+/g) ?? []).filter((word) => !GLOSSARY_LATIN.has(word));
      expect(latin, label).toEqual([]);
    }
  });

  it("names the lift's number as customers say it", () => {
    expect(serviceFieldLabels(locale).liftId).toBe(locale === "gu" ? "લિફ્ટ નંબર" : "लिफ्ट नंबर");
  });
});
