/** The type pages in every language: each translation still fits the schema (title and description lengths) and its tables the models. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../contracts/locales.ts";
import { dimensionTables } from "./dimension-tables.ts";
import { tableProblems } from "./dimension-tables-check.ts";
import { elevatorTypeSchema } from "./elevator-types.schema.ts";
import { elevatorTypeByPath, elevatorTypes, elevatorTypesIn } from "./elevator-types.ts";
import { liftModels } from "./lift-models.ts";

describe.each(LOCALES)("elevator types in %s", (locale) => {
  it("every type satisfies the schema", () => {
    for (const type of elevatorTypesIn(locale)) {
      const result = elevatorTypeSchema.safeParse(type);
      expect(result.error?.issues ?? [], `${locale} ${type.slug}`).toEqual([]);
    }
    expect(tableProblems(elevatorTypesIn(locale), liftModels)).toEqual([]);
  });

  it("keeps paths, slugs, images and table figures; only the texts change", () => {
    const translated = elevatorTypesIn(locale);
    expect(translated.map((type) => type.path)).toEqual(elevatorTypes.map((type) => type.path));
    translated.forEach((type, index) => {
      const english = elevatorTypes[index];
      if (!english) throw new Error("a type too many");
      expect(type.slides.flatMap((slide) => slide.images.map((image) => image.src))).toEqual(
        english.slides.flatMap((slide) => slide.images.map((image) => image.src)),
      );
      expect(dimensionTables(type, liftModels).map((table) => table.rows)).toEqual(
        dimensionTables(english, liftModels).map((table) => table.rows),
      );
    });
  });
});

describe("elevatorTypeByPath", () => {
  it("finds a type by its path in the language asked for", () => {
    expect(elevatorTypeByPath("/goods-lift")?.headerTitle).toBe("Goods Lifts");
    expect(elevatorTypeByPath("/goods-lift", "gu")?.headerTitle).toBe("ગુડ્સ લિફ્ટ");
    expect(elevatorTypeByPath("/goods-lift", "hi")?.headerTitle).toBe("गुड्स लिफ्ट");
    expect(elevatorTypeByPath("/gu/goods-lift", "gu")).toBeUndefined();
  });

  it("titles a Gujarati table with its models' speed", () => {
    const goods = elevatorTypeByPath("/goods-lift", "gu");
    if (!goods) throw new Error("no goods lift");
    expect(dimensionTables(goods, liftModels, "gu")[0]?.title).toBe(
      "ગુડ્સ લિફ્ટ, સાઇડ-ઓપનિંગ દરવાજા, 0.5 મીટર/\u2060સેકન્ડ",
    );
    expect(dimensionTables(goods, liftModels)[0]?.headers[0]).toBe("ક્ષમતા (કિગ્રા)");
  });
});
