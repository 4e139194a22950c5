/**
 * The parts an item's pane (a lead, a ticket, a privacy request) is made of, whatever the section:
 * the notice of a change just made and the refusal of one, the note form, the activity list and
 * the form that erases a person's data. Every action is a plain form post.
 */
import type { ReactNode } from "react";
import type { StaffUser } from "../../db/staff.ts";
import { shortTime, staffLabel } from "../labels.ts";
import { mayBeGiven, type Permission } from "../roles.ts";
import { MAX_NOTE_LENGTH } from "../work.ts";
import { activityLines, viewsSuffix } from "./activity-lines.ts";

/** A refused change, shown on its item's page: the message, and the note as it was typed. */
export interface Problem {
  message: string;
  note: string;
}

/** The notice of a change just made, and the message of a refused one. */
export function Messages({ notice, problem }: { notice?: string | undefined; problem?: string | undefined }) {
  return (
    <>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}

/** What the person sent: each label with its value as text, empty ones left out. */
export function FieldList({ fields }: { fields: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="fields">
      {fields
        .filter(([, value]) => value !== "")
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The form adding a note; `draft` is a refused note, shown again to correct and send. */
export function NoteForm({ action, draft }: { action: string; draft?: string | undefined }) {
  return (
    <form method="post" action={action} className="stack">
      <label className="field">
        <span>New note</span>
        <textarea name="body" rows={3} required maxLength={MAX_NOTE_LENGTH} defaultValue={draft ?? ""} />
      </label>
      <button type="submit" className="button">
        Add note
      </button>
    </form>
  );
}

interface AuditEvent {
  id: string | number;
  action: string;
  userId: string | null;
  userName: string | null;
  at: Date;
}

/** The audit trail, newest first, a run of views as one line (activity-lines.ts). */
export function Activity<E extends AuditEvent>({
  audit,
  viewAction,
  who,
  what,
}: {
  audit: readonly E[];
  viewAction: E["action"];
  /** Who did it when no staff member did (the visitor, the customer, someone). */
  who: (event: E) => string;
  what: (event: E) => string;
}) {
  return (
    <ol className="audit">
      {activityLines(audit, viewAction).map(({ event, views }) => (
        <li key={event.id}>
          <time dateTime={event.at.toISOString()}>{shortTime(event.at)}</time> {event.userName ?? who(event)}{" "}
          {what(event)}
          {viewsSuffix(views)}
        </li>
      ))}
    </ol>
  );
}

/** The form erasing a person's data: what it erases (`children`), the confirming tick and the button. */
export function EraseForm({
  action,
  confirm,
  children,
}: {
  action: string;
  confirm: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className="erase-form">
      <h3>Erase this person's data</h3>
      <p className="muted">{children}</p>
      <label className="check">
        <input type="checkbox" name="confirm" value="yes" required /> {confirm}
      </label>
      <button type="submit" className="button secondary">
        Erase their data
      </button>
    </form>
  );
}

/**
 * The form giving the item to a staff member: those whose role works it (`work`), and whoever has
 * it now (kept listed even if their role changed since).
 */
export function AssignForm({
  action,
  name,
  label,
  nobody,
  current,
  staff,
  work,
}: {
  action: string;
  /** The form field (`assignee`, `engineer`). */
  name: string;
  label: string;
  /** The first option's text, no one. */
  nobody: string;
  current: string | null | undefined;
  staff: readonly StaffUser[];
  work: Permission;
}) {
  return (
    <form method="post" action={action} className="inline-form">
      <label className="field">
        <span>{label}</span>
        <select name={name} defaultValue={current ?? ""}>
          <option value="">{nobody}</option>
          {staff
            .filter((member) => mayBeGiven(member, work) || member.id === current)
            .map((member) => (
              <option key={member.id} value={member.id}>
                {staffLabel(member)}
              </option>
            ))}
        </select>
      </label>
      <button type="submit" className="button secondary">
        Assign
      </button>
    </form>
  );
}
