/** The inbox's sections, at the top of every signed-in page: one link each, the current one marked. */
import { TICKETS_PATH } from "../tickets/paths.ts";

const SECTIONS = [
  { id: "leads", label: "Leads", href: "/inbox" },
  { id: "tickets", label: "Service tickets", href: TICKETS_PATH },
  { id: "privacy", label: "Privacy requests", href: "/inbox/privacy" },
] as const;

export type InboxSection = (typeof SECTIONS)[number]["id"];

export function InboxNav({ current }: { current: InboxSection }) {
  return (
    <nav aria-label="Inbox sections" className="sections">
      <ul>
        {SECTIONS.map((section) => (
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
