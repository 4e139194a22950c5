// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { liftModels } from "../../content/lift-models.ts";
import { plannerCatalogue, plannerCatalogueData } from "../../content/lift-planner/catalogue.ts";
import { plannerView } from "../../content/lift-planner/view.ts";
import { readPlannerSearch } from "../../contracts/lift-planner.ts";
import LiftPlannerPage, { headers, loader, shouldRevalidate } from "./lift-planner.tsx";
import { loadPath } from "./load-path.ts";

const load = (path: string) => loadPath(loader, path);

describe("the lift planner's loader", () => {
  it("sends the same data for every query: the page computes the answer itself", () => {
    expect(load("/lift-planner").catalogue).toEqual(plannerCatalogueData("en", liftModels));
    expect(load("/lift-planner?type=passenger&persons=8")).toEqual(load("/lift-planner"));
  });

  it("sends the models' figures, not the words the page writes from them", () => {
    for (const path of ["/lift-planner", "/gu/lift-planner", "/hi/lift-planner"]) {
      const { catalogue } = load(path);
      for (const model of catalogue.models)
        for (const written of ["name", "specs", "typeName", "typePath"])
          expect(model).not.toHaveProperty(written);
    }
    expect(load("/gu/lift-planner").catalogue.locale).toBe("gu");
  });

  it("is not asked again for another query within the planner", () => {
    const at = (path: string) => new URL(`http://site.invalid${path}`);
    const args = (from: string, to: string) =>
      ({
        currentUrl: at(from),
        nextUrl: at(to),
        defaultShouldRevalidate: true,
      }) as Parameters<typeof shouldRevalidate>[0];
    expect(
      shouldRevalidate(args("/lift-planner?persons=8", "/lift-planner?persons=8&book=home-8#planner-book")),
    ).toBe(false);
    expect(shouldRevalidate(args("/lift-planner", "/lift-planner?type=goods"))).toBe(false);
  });

  it("lets caches keep a rendered answer only if they check with the server first", () => {
    expect(headers()).toEqual({ "cache-control": "public, max-age=0, must-revalidate" });
  });
});

describe("the lift planner page", () => {
  afterEach(cleanup);

  const renderPage = (path: string) => {
    const Stub = createRoutesStub([
      { path: "/lift-planner", Component: LiftPlannerPage, loader, HydrateFallback: () => null },
    ]);
    return render(<Stub initialEntries={[path]} />);
  };

  it("answers the URL's query with the view the browser computes", async () => {
    const search =
      "?type=passenger&persons=8&stops=5&shaftWidth=1800&shaftDepth=1800&book=passenger-telescopic-8";
    renderPage(`/lift-planner${search}`);
    const { summary, plan } = plannerView(plannerCatalogue("en", liftModels), readPlannerSearch(search));
    expect(summary).toMatch(/^\d+ models? fits? Passenger Elevators, 8 persons, 5 stops/);
    expect((await screen.findByRole("status", undefined, { timeout: 5000 })).textContent).toBe(summary);
    expect(document.querySelector("#planner-plan")?.getAttribute("value")).toBe(plan);
  });

  it("shows hostile query values as text, in the field they were typed in", async () => {
    const hostile = '"><script>x</script>';
    renderPage(`/lift-planner?persons=${encodeURIComponent(hostile)}&type=%3Cb%3Ebold%3C%2Fb%3E`);
    // The page's first render in happy-dom takes over a second on a busy machine.
    const persons = await screen.findByLabelText("Persons", undefined, { timeout: 5000 });
    expect((persons as HTMLInputElement).value).toBe(hostile);
    expect(persons.getAttribute("aria-invalid")).toBe("true");
    expect(document.querySelector("#planner-persons-error")?.textContent).toBe(
      "Enter the number of persons in digits, e.g. 8",
    );
    expect(document.querySelector("#planner-type-error")?.textContent).toBe(
      "Choose one of the listed lift types",
    );
    expect(document.querySelector("script, b")).toBeNull();
    expect(document.querySelector("#planner-source")?.getAttribute("value")).toContain(
      encodeURIComponent(hostile),
    );
  });
});
