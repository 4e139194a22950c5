/**
 * A service ticket as its customer follows it, what matters first: for someone trapped, the call
 * button at the top; what happens next (received when, by when an engineer should be on site as
 * the service desk counts it, or why staff paused it, or that it is completed) and to keep the
 * link; then the site, the masked mobile number, the engineer and planned visit once set, the six
 * steps as a timeline (done with their time, the current one since when, those to come), and how
 * to reach us about it. Plain HTML: it works without JavaScript. Every text is in the page's
 * language (`ticket.locale`, the address's), whatever the ticket's.
 */
import type { Locale } from "../../../contracts/locales.ts";
import type { TrackedTicket } from "../../../contracts/service/tracking.ts";
import { m } from "../../../messages/compiled/messages.js";
import { useCompany } from "../../components/chrome.ts";
import "./track.css";

/** The 24/7 number as it is shown, never broken across lines. */
const unbroken = (phone: string) => phone.replaceAll(" ", "\u00a0");

type StepState = "done" | "current" | "upcoming";

function stepState(ticket: TrackedTicket, index: number): StepState {
  const currentIndex = ticket.steps.findIndex((step) => step.id === ticket.current);
  if (index < currentIndex || ticket.completed) return "done";
  return index === currentIndex ? "current" : "upcoming";
}

function stateText(state: StepState, at: string | null, locale: Locale): string {
  if (state === "done") return m.track_done({ time: at ?? "" }, { locale });
  if (state === "current")
    return at ? m.track_current_since({ time: at }, { locale }) : m.track_current({}, { locale });
  return m.track_upcoming({}, { locale });
}

/** What happens next, in one sentence: completed, paused (and why), or by when an engineer comes. */
function nextText(ticket: TrackedTicket, supportPhone: string): string | null {
  const { locale } = ticket;
  if (ticket.completed) return m.track_completed({}, { locale });
  if (ticket.paused)
    return ticket.paused.reason === "client"
      ? m.track_paused_client({ time: ticket.paused.since, phone: supportPhone }, { locale })
      : m.track_paused_parts({ time: ticket.paused.since }, { locale });
  const target = ticket.target;
  if (!target) return null;
  if (target.late) return m.track_target_late({ time: target.due, phone: supportPhone }, { locale });
  if (target.clock === "always")
    return m.track_target_always({ minutes: String(target.amount), time: target.due }, { locale });
  if (target.clock === "workingHours")
    return m.track_target_working_hours({ hours: String(target.amount), time: target.due }, { locale });
  return m.track_target_next_day({ time: target.due }, { locale });
}

export function TicketTracking({ ticket }: { ticket: TrackedTicket }) {
  const { locale } = ticket;
  const options = { locale };
  const whatsAppText = m.track_whatsapp_message({ ticket: ticket.number }, options);
  const trapped = ticket.problem === "trapped" && !ticket.completed;
  const company = useCompany();
  const supportPhone = unbroken(company.phones.support.display);
  const next = nextText(ticket, supportPhone);
  const tone = ticket.completed
    ? "done"
    : ticket.paused
      ? "paused"
      : ticket.target?.late || trapped
        ? "urgent"
        : "running";
  return (
    <section className="container section track" aria-labelledby="track-progress">
      {trapped && (
        <div className="track__trapped" role="group" aria-labelledby="track-trapped-title">
          <h2 id="track-trapped-title" className="track__trapped-title">
            {m.track_trapped_title({}, { locale })}
          </h2>
          <a className="button track__call-now" href={`tel:${company.phones.support.tel}`}>
            {m.track_call_now({ phone: supportPhone }, { locale })}
          </a>
          <p className="track__trapped-text">{m.track_trapped_text({}, { locale })}</p>
        </div>
      )}
      <div className={`track__next track__next--${tone}`} role="group" aria-labelledby="track-next-title">
        <h2 id="track-next-title" className="track__next-title">
          {m.track_next_title({}, { locale })}
        </h2>
        {next && <p className={`track__next-text${ticket.completed ? " track__completed" : ""}`}>{next}</p>}
        <p className="track__received">{m.track_received({ time: ticket.received }, { locale })}</p>
      </div>
      {!ticket.completed && (
        <div className="track__keep">
          <h2 className="track__keep-title">{m.track_keep_title({}, { locale })}</h2>
          <p>{m.track_keep_text({}, { locale })}</p>
        </div>
      )}
      <p className="track__intro">{m.track_intro({}, options)}</p>
      <dl className="track__facts">
        <div>
          <dt>{m.track_site({}, options)}</dt>
          <dd>{ticket.building}</dd>
        </div>
        <div>
          <dt>{m.track_mobile({}, options)}</dt>
          <dd>{ticket.mobile}</dd>
        </div>
      </dl>
      {ticket.engineerFirstName && (
        <p className="track__engineer">{m.track_engineer({ name: ticket.engineerFirstName }, options)}</p>
      )}
      {ticket.plannedVisit && (
        <p className="track__engineer">{m.track_planned_visit({ time: ticket.plannedVisit }, options)}</p>
      )}
      <h2 id="track-progress" className="track__heading">
        {m.track_progress({}, options)}
      </h2>
      <ol className="track__steps">
        {ticket.steps.map((step, index) => {
          const state = stepState(ticket, index);
          return (
            <li
              key={step.id}
              className={`track__step track__step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="track__step-name">{step.name}</span>
              <span className="track__step-state">{stateText(state, step.at, locale)}</span>
            </li>
          );
        })}
      </ol>
      <h2 className="track__heading">{m.track_reach_us({}, options)}</h2>
      <p className="track__contact">
        <a className="button button--primary" href={`tel:${company.phones.support.tel}`}>
          {m.track_call({ phone: company.phones.support.display }, options)}
        </a>
        <a
          className="button button--outline"
          href={`https://wa.me/${company.whatsapp.number}?text=${encodeURIComponent(whatsAppText)}`}
          rel="noopener noreferrer"
        >
          {m.track_whatsapp({}, options)}
        </a>
      </p>
    </section>
  );
}
