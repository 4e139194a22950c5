import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { DoorStandards } from "../sections/door-design/DoorStandards.tsx";
import { DoorGrid } from "../sections/doors/DoorGrid.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.doorDesign, breadcrumbName: "Door Design" });

export default function DoorDesign() {
  return (
    <>
      <BreadcrumbBanner title="Door Design" subtitle="304 stainless steel, eight finishes" />
      <DoorGrid
        eyebrow="Door design"
        title="Eight door designs in 304 stainless steel"
        lead="Landing and car doors are the first thing people see of a lift. Choose a finish for your lobby; zoom in on any door to see it up close."
      />
      <DoorStandards />
    </>
  );
}
