/** A ticket's response clock in words (never colour alone): time left, at risk, overdue, paused, met. */
import { shortTime } from "../../labels.ts";
import { PAUSE_LABELS } from "../labels.ts";
import { duration, type ClockMark as Mark } from "../work.ts";

export function clockText(mark: Mark): string {
  switch (mark.state) {
    case "overdue":
      return mark.dueAt ? `Overdue since ${shortTime(mark.dueAt)}` : `Overdue by ${duration(mark.leftMs)}`;
    case "atRisk":
      return `At risk: ${duration(mark.leftMs)} left`;
    case "running":
      return `${duration(mark.leftMs)} left`;
    case "paused":
      return `Paused, ${(PAUSE_LABELS as Record<string, string>)[mark.reason]?.toLowerCase() ?? mark.reason}: ${duration(mark.leftMs)} left`;
    case "met":
      return "On site within target";
    case "missed":
      return "On site after target";
  }
}

export function ClockMark({ mark }: { mark: Mark }) {
  const due = (mark.state === "running" || mark.state === "atRisk") && mark.dueAt ? mark.dueAt : undefined;
  return (
    <span className={`clock clock-${mark.state}`}>
      {mark.state === "overdue" || mark.state === "atRisk" ? <span aria-hidden="true">⚠ </span> : null}
      {clockText(mark)}
      {due ? (
        <span className="clock-due">
          {" "}
          (due <time dateTime={due.toISOString()}>{shortTime(due)}</time>)
        </span>
      ) : null}
    </span>
  );
}
