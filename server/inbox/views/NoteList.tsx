/** The notes of a lead or a ticket: append-only, each with its author and time, oldest first. */
import { shortTime } from "../labels.ts";

export interface ShownNote {
  id: string | number;
  authorName: string;
  createdAt: Date;
  body: string;
}

export function NoteList({ notes }: { notes: readonly ShownNote[] }) {
  return (
    <>
      {notes.length === 0 ? <p className="muted">No notes yet.</p> : null}
      <ol className="notes">
        {notes.map((note) => (
          <li key={note.id}>
            <p className="note-meta">
              {note.authorName} ·{" "}
              <time dateTime={note.createdAt.toISOString()}>{shortTime(note.createdAt)}</time>
            </p>
            <p className="note-body">{note.body}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
