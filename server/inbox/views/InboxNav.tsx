/**
 * The inbox's sections, at the top of every signed-in page: one link each for the sections the
 * account's role may use (roles.ts), the current one marked.
 */
import { CONTENT_PATH } from "../../content/paths.ts";
import { PHOTOS_PATH } from "../../media/views/paths.ts";
import { can, type Permission, type StaffRole } from "../roles.ts";
import { TICKETS_PATH } from "../tickets/paths.ts";

const SECTIONS = [
  { id: "leads", label: "Leads", href: "/inbox", permission: "leads" },
  { id: "tickets", label: "Service tickets", href: TICKETS_PATH, permission: "tickets" },
  { id: "privacy", label: "Privacy requests", href: "/inbox/privacy", permission: "privacy-requests" },
  { id: "content", label: "Content", href: CONTENT_PATH, permission: "content" },
  { id: "photos", label: "Photos", href: PHOTOS_PATH, permission: "photos" },
] as const satisfies readonly { id: string; label: string; href: string; permission: Permission }[];

export type InboxSection = (typeof SECTIONS)[number]["id"];

export function InboxNav({ current, user }: { current?: InboxSection; user: { role: StaffRole } }) {
  const sections = SECTIONS.filter((section) => can(user, section.permission));
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Inbox sections" className="sections">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={section.href} aria-current={section.id === current ? "page" : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
