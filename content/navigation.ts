/** The top navigation and the footer links: their labels and hrefs, written once here. */
import { navigation as gu } from "./locales/gu/navigation.ts";
import { navigation as hi } from "./locales/hi/navigation.ts";
import { type Localized, localized } from "./localize.ts";

export interface NavLink {
  name: string;
  href: string;
}
export interface NavGroup {
  name: string;
  submenu: NavLink[];
}
export type NavItem = NavLink | NavGroup;

export const servicesMenu: NavLink[] = [
  { name: "Door Design", href: "/door-design" },
  { name: "Capsule Elevators", href: "/capsule-elevators" },
  { name: "Passenger Elevators", href: "/passenger-elevators" },
  { name: "Hospital Elevators", href: "/hospital-elevators" },
  { name: "Hydraulic Elevators", href: "/hydraulic-elevators" },
  { name: "Bunglow/Home Lifts", href: "/bunglow-lift" },
  { name: "Goods Lifts", href: "/goods-lift" },
];

/** The lift planner: in the Services menu after the type pages, and in the footer. */
export const plannerLink: NavLink = { name: "Lift Planner", href: "/lift-planner" };

/** Report a breakdown or ask for service: last in the Services menu, and in the footer. */
export const serviceLink: NavLink = { name: "Breakdown & Service", href: "/service" };

export const mainMenu: NavItem[] = [
  { name: "Home", href: "/" },
  { name: "About us", href: "/about-us" },
  { name: "Certification", href: "/certification" },
  { name: "Services", submenu: [...servicesMenu, plannerLink, serviceLink] },
  { name: "Blogs", href: "/blogs" },
  {
    name: "Gallery",
    submenu: [
      { name: "Elevators", href: "/elevators-lift" },
      { name: "Doors", href: "/doors" },
    ],
  },
  { name: "FAQ's", href: "/faq" },
  { name: "Career", href: "/career" },
  { name: "Contact", href: "/contact-us" },
];

export const enquiryLink: NavLink = { name: "Enquiry Now", href: "/contact-us" };

/** The footer's links: contact, then every lift type page (the Services menu without Door Design), the planner and the service request. */
export const footerLinks: NavLink[] = [
  { name: "Contact us", href: "/contact-us" },
  ...servicesMenu.filter((link) => link.href !== "/door-design"),
  plannerLink,
  serviceLink,
];

/** Everything above as one collection, for its translations (content/locales/<language>/navigation.ts). */
export const navigation = { servicesMenu, plannerLink, serviceLink, mainMenu, enquiryLink, footerLinks };
export type Navigation = typeof navigation;

/** The menus in a page's language. */
export const navigationIn: Localized<Navigation> = localized("navigation", navigation, { gu, hi });

export function isGroup(item: NavItem): item is NavGroup {
  return "submenu" in item;
}
