/** A lead's notes (append-only, with author and time), the note form, and its audit trail. */
import { PERSON_ACTIONS } from "../../db/inbox.ts";
import { auditLabel, shortTime } from "../labels.ts";
import type { LeadDetail } from "../work.ts";
import { MAX_NOTE_LENGTH } from "../work.ts";
import { activityLines, viewsSuffix } from "./activity-lines.ts";
import { NoteList } from "./NoteList.tsx";

export interface LeadActivityProps {
  detail: LeadDetail;
  action: string;
  /** A note that was refused, shown again to correct and send. */
  draft?: string | undefined;
}

export function LeadActivity({ detail, action, draft }: LeadActivityProps) {
  return (
    <>
      <h3>Notes</h3>
      <NoteList notes={detail.notes} />
      {detail.lead.erasedAt ? null : (
        <form method="post" action={action} className="stack">
          <label className="field">
            <span>New note</span>
            <textarea name="body" rows={3} required maxLength={MAX_NOTE_LENGTH} defaultValue={draft ?? ""} />
          </label>
          <button type="submit" className="button">
            Add note
          </button>
        </form>
      )}

      <h3>Activity</h3>
      <ol className="audit">
        {activityLines(detail.audit, "view").map(({ event, views }) => (
          <li key={event.id}>
            <time dateTime={event.at.toISOString()}>{shortTime(event.at)}</time>{" "}
            {event.userName ?? (PERSON_ACTIONS.includes(event.action) ? "The visitor" : "Someone")}{" "}
            {auditLabel(event.action, event.userName !== null)}
            {event.detail ? ` (${event.detail})` : ""}
            {viewsSuffix(views)}
          </li>
        ))}
      </ol>
    </>
  );
}
