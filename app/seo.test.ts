import { describe, expect, it } from "vitest";
import { seo } from "./seo.ts";

describe("seo", () => {
  it("drops the word joiners that keep a unit on one line from the title, description and structured data", () => {
    const unit = "मी॰/\u2060से॰";
    const meta = seo({
      path: "/capsule-elevators",
      locale: "hi",
      matches: [],
      title: `कैप्सूल लिफ्ट: 1.0 से 1.75 ${unit}`,
      description: `स्पीड 1.0 ${unit}`,
      breadcrumbName: "कैप्सूल लिफ्ट",
      jsonLd: [{ "@type": "Product", additionalProperty: [{ name: "स्पीड", value: `1.0 ${unit}` }] }],
    });
    const written = JSON.stringify(meta);
    expect(written).not.toContain("\u2060");
    expect(written).toContain("मी॰/से॰");
    expect(meta[0]).toEqual({ title: "कैप्सूल लिफ्ट: 1.0 से 1.75 मी॰/से॰" });
  });
});
