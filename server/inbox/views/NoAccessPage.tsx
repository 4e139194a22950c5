/**
 * The inbox's front page for a role that may use none of its sections (editor, translator): the
 * inbox's header and a sentence, nothing about any lead, ticket or request.
 */
import type { StaffUser } from "../../db/staff.ts";
import { InboxFrame } from "./InboxFrame.tsx";

export const NO_ACCESS_MESSAGE =
  "Your account has no access to leads, service tickets or privacy requests. Ask an administrator if you need it.";

export function NoAccessPage({ user }: { user: StaffUser }) {
  return <InboxFrame user={user} title="Inbox" placeholder={{ label: "Inbox", text: NO_ACCESS_MESSAGE }} />;
}
