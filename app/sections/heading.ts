import type { Locale } from "../../contracts/locales.ts";

/** An interface message that takes no inputs (app/paraglide/messages.js). */
type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * A section's heading (app/components/Section.tsx) from its messages in the page's language:
 *
 *   <Section heading={headingOf("why-title", locale, m.about_why_eyebrow, m.about_why_title)}>
 */
export const headingOf = (id: string, locale: Locale, eyebrow: Message, title: Message, lead?: Message) => ({
  id,
  eyebrow: eyebrow({}, { locale }),
  title: title({}, { locale }),
  lead: lead?.({}, { locale }),
});
