import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inPageLanguage, isEnglishIn, langOf } from "./content-text.tsx";

describe("a content text on a page of another language", () => {
  it("is English when it has Latin letters and none of the page's script", () => {
    expect(isEnglishIn("How often should a lift be serviced?", "gu")).toBe(true);
    expect(isEnglishIn("How often should a lift be serviced?", "hi")).toBe(true);
    expect(isEnglishIn("લિફ્ટની સર્વિસ કેટલા સમયે કરાવવી જોઈએ?", "gu")).toBe(false);
    // The term base's abbreviations within a translation, and texts of no letters, are not.
    expect(isEnglishIn("કોમ્પ્રિહેન્સિવ AMCમાં", "gu")).toBe(false);
    expect(isEnglishIn("लिफ्ट की AMC", "hi")).toBe(false);
    expect(isEnglishIn("24/7", "gu")).toBe(false);
    // On an English page nothing is marked.
    expect(isEnglishIn("How often?", "en")).toBe(false);
  });

  it("marks the element that holds it, or wraps it in a span among other words", () => {
    expect(langOf("Monday to Saturday", "gu")).toBe("en");
    expect(langOf("સોમથી શનિ", "gu")).toBeUndefined();
    expect(langOf(<b>Markup marks its own texts</b>, "gu")).toBeUndefined();
    expect(renderToStaticMarkup(<p>{inPageLanguage("Sales", "hi")}: 1</p>)).toBe(
      '<p><span lang="en">Sales</span>: 1</p>',
    );
    expect(inPageLanguage("बिक्री", "hi")).toBe("बिक्री");
  });
});
