import { describe, expect, it, vi } from "vitest";
import { certificates } from "../../content/certificates.ts";
import { certificates as hi } from "../../content/locales/hi/certificates.ts";
import { loader } from "./certification.tsx";
import { loadPath } from "./load-path.ts";

// The route's sections show images from the build's image index, which a unit test has no need of.
vi.mock("virtual:content-images", () => ({ default: {} }));

const load = (path: string) => loadPath(loader, path);

describe("the certification page's loader", () => {
  it("gives the English page the documents as written", () => {
    expect(load("/certification").certificates).toEqual(certificates);
  });

  it("gives the Hindi page the documents' texts in Hindi and the same images", () => {
    expect(load("/hi/certification").certificates).toEqual(
      certificates.map((certificate, index) => ({ ...certificate, ...hi[index] })),
    );
  });
});
