/**
 * The service desk's clock (content/service-clock.ts) on the working hours the company published
 * (its `company` document), else on those of content/company.ts: what the ticket store, the inbox
 * and the tracking page count on. Made once per published hours.
 */
import { type ClockSettings, clockSettings } from "../../content/service-clock.ts";
import { type PublishedContent, shownCompany } from "../content/shown-company.ts";

const clocks = new WeakMap<object, ClockSettings>();

export function serviceClock(published: PublishedContent): ClockSettings {
  const { hours } = shownCompany(published, "en");
  let clock = clocks.get(hours);
  if (!clock) {
    clock = clockSettings(hours);
    clocks.set(hours, clock);
  }
  return clock;
}
