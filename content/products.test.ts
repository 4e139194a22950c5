/** The fixed facts of the product pages: doors, elevator types, cabins, their tables and the gallery. */
import { describe, expect, it } from "vitest";
import { cabins } from "./cabins.ts";
import { dimensionTables } from "./dimension-tables.ts";
import { doors } from "./doors.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { galleryItems } from "./gallery.ts";
import { liftModels } from "./lift-models.ts";
import { servicesMenu } from "./navigation.ts";

const bySlug = (slug: string) => {
  const type = elevatorTypes.find((entry) => entry.slug === slug);
  if (!type) throw new Error(slug);
  return type;
};
const column = (slug: string, header: string, table = 0) => {
  const data = dimensionTables(bySlug(slug), liftModels)[table];
  if (!data) throw new Error(`${slug} table ${table}`);
  const index = data.headers.indexOf(header);
  return data.rows.map((row) => row[index]);
};

describe("product content", () => {
  it("has eight 304 SS doors and ten gallery items", () => {
    expect(doors).toHaveLength(8);
    expect(doors.every((door) => door.material === "304 SS")).toBe(true);
    expect(galleryItems).toHaveLength(10);
  });

  it("lists eight cabins; Iris, Scarlet and Pinwheel Sky have no specification list", () => {
    expect(cabins).toHaveLength(8);
    expect(cabins.filter((cabin) => !cabin.specifications).map((cabin) => cabin.slug)).toEqual([
      "formonic-iris",
      "formonic-scarlet",
      "pinwheel-sky",
    ]);
    for (const cabin of cabins.filter((entry) => entry.specifications)) {
      expect(cabin.specifications?.map((item) => item.label)).toEqual([
        "Wall",
        "Corner",
        "Ceiling",
        "Flooring",
      ]);
    }
  });

  it("serves the six type paths of the services menu, each with four slides", () => {
    expect(elevatorTypes.map((type) => type.path)).toEqual(servicesMenu.slice(1).map((link) => link.href));
    for (const type of elevatorTypes) {
      expect(type.slides).toHaveLength(4);
      type.slides.forEach((slide, index) => {
        expect(slide.images.map((image) => image.src)).toEqual([
          `types/${type.slug}-${index + 1}-a.svg`,
          `types/${type.slug}-${index + 1}-b.svg`,
        ]);
      });
    }
  });

  it("capsule table: 8/10/13/16 persons, 544/680/884/1068 kg, columns A to I", () => {
    const table = dimensionTables(bySlug("capsule"), liftModels)[0];
    expect(table?.headers.slice(2)).toEqual(["A", "B", "C", "D", "E", "F", "G", "H", "I"]);
    expect(column("capsule", "Persons")).toEqual([8, 10, 13, 16]);
    expect(column("capsule", "Capacity (kg)")).toEqual([544, 680, 884, 1068]);
  });

  it("passenger: 6 to 20 persons (408 to 1360 kg) for centre-opening and telescopic doors", () => {
    const tables = dimensionTables(bySlug("passenger"), liftModels);
    expect(tables.map((table) => table.title).join(" ")).toMatch(/centre-opening.*telescopic/i);
    for (const index of [0, 1]) {
      const kg = column("passenger", "Capacity (kg)", index);
      expect(column("passenger", "Persons", index)).toEqual(expect.arrayContaining([6, 20]));
      expect([kg[0], kg.at(-1)]).toEqual([408, 1360]);
      expect(kg).toEqual(expect.arrayContaining([408, 544, 680, 816, 1088]));
    }
    const text = JSON.stringify(bySlug("passenger"));
    expect(text).toContain("1.0 to 2.0 m/s");
    expect(text).toMatch(/up to 6 stops/);
    expect(text).toMatch(/6 to 15 stops/);
    expect(text).toMatch(/16 stops and more/);
  });

  it("hospital, hydraulic, home and goods tables carry the required figures", () => {
    expect(column("hospital", "Persons")).toEqual([10, 15, 20, 26]);
    expect(column("hospital", "Capacity (kg)")).toEqual([680, 1020, 1360, 1768]);
    expect([column("hydraulic", "Persons")[0], column("hydraulic", "Persons").at(-1)]).toEqual([6, 20]);
    expect([column("home", "Persons")[0], column("home", "Persons").at(-1)]).toEqual([6, 20]);
    expect(new Set(column("home", "Overhead (mm)"))).toEqual(new Set([4500]));
    expect(new Set(column("home", "Pit (mm)"))).toEqual(new Set([1600]));
    const goods = column("goods", "Capacity (kg)");
    expect([goods[0], goods.at(-1)]).toEqual([500, 5000]);
    expect(JSON.stringify(bySlug("home"))).toContain("4 to 6 people");
  });

  it("pit is 1600 mm in most tables", () => {
    const pits = elevatorTypes.flatMap((type) =>
      dimensionTables(type, liftModels).flatMap((table) => {
        const index = table.headers.findIndex((header) => header === "Pit (mm)" || header === "G");
        return table.rows.map((row) => row[index]);
      }),
    );
    expect(pits.filter((pit) => pit === 1600).length / pits.length).toBeGreaterThan(0.6);
  });
});
