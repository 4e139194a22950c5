/**
 * A service ticket as its customer follows it: the site, the masked mobile number, the six steps
 * as a timeline (done with their time, the current one, those to come), the engineer and planned
 * visit once set, and how to reach us about it. Plain HTML: it works without JavaScript.
 */
import { company } from "../../../content/company.ts";
import { fillText, SERVICE_TEXTS, type ServiceTexts, STEP_TEXT } from "../../../contracts/service-texts.ts";
import type { TrackedTicket } from "../../../contracts/service-tracking.ts";
import "./track.css";

type StepState = "done" | "current" | "upcoming";

function stepState(ticket: TrackedTicket, index: number): StepState {
  const currentIndex = ticket.steps.findIndex((step) => step.id === ticket.current);
  if (index < currentIndex || ticket.completed) return "done";
  return index === currentIndex ? "current" : "upcoming";
}

function stateText(texts: ServiceTexts, state: StepState, at: string | null): string {
  if (state === "done") return fillText(texts.trackDone, { time: at ?? "" });
  return state === "current" ? texts.trackCurrent : texts.trackUpcoming;
}

export function TicketTracking({ ticket }: { ticket: TrackedTicket }) {
  const texts = SERVICE_TEXTS[ticket.locale];
  const whatsAppText = fillText(texts.trackWhatsAppMessage, { ticket: ticket.number });
  return (
    <section className="container section track" aria-labelledby="track-progress">
      <p className="track__intro">{texts.trackIntro}</p>
      {ticket.completed && <p className="track__completed">{texts.trackCompleted}</p>}
      <dl className="track__facts">
        <div>
          <dt>{texts.trackSite}</dt>
          <dd>{ticket.building}</dd>
        </div>
        <div>
          <dt>{texts.trackMobile}</dt>
          <dd>{ticket.mobile}</dd>
        </div>
      </dl>
      {ticket.engineerFirstName && (
        <p className="track__engineer">{fillText(texts.trackEngineer, { name: ticket.engineerFirstName })}</p>
      )}
      {ticket.plannedVisit && (
        <p className="track__engineer">{fillText(texts.trackPlannedVisit, { time: ticket.plannedVisit })}</p>
      )}
      <h2 id="track-progress" className="track__heading">
        {texts.trackProgress}
      </h2>
      <ol className="track__steps">
        {ticket.steps.map((step, index) => {
          const state = stepState(ticket, index);
          const key = STEP_TEXT[step.id];
          return (
            <li
              key={step.id}
              className={`track__step track__step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="track__step-name">{key ? texts[key] : step.id}</span>
              <span className="track__step-state">{stateText(texts, state, step.at)}</span>
            </li>
          );
        })}
      </ol>
      <h2 className="track__heading">{texts.trackReachUs}</h2>
      <p className="track__contact">
        <a className="button button--primary" href={`tel:${company.phones.support.tel}`}>
          {fillText(texts.trackCall, { phone: company.phones.support.display })}
        </a>
        <a
          className="button button--outline"
          href={`https://wa.me/${company.whatsapp.number}?text=${encodeURIComponent(whatsAppText)}`}
          rel="noopener noreferrer"
        >
          {texts.trackWhatsApp}
        </a>
      </p>
    </section>
  );
}
