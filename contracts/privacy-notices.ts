/**
 * The short privacy notice beside each form's submit button, in the three languages: which data
 * that form collects, why, and how long it is kept (periods from the company config). The server
 * records with each lead which notice its form showed (server/privacy/notices.ts names each text
 * by a hash of itself). Kept apart from the full notice so a form page loads only these sentences.
 */
import { company } from "../content/company.ts";
import { pages } from "../content/pages.ts";
import type { LeadKind } from "./lead-forms.ts";
import { DEFAULT_LOCALE, type Locale, localizedPath, pathWithoutLocale } from "./locales.ts";
import { PRIVACY_PATH } from "./paths.ts";

/** The forms that show a notice: one per lead kind, and the lift planner's booking. */
export const NOTICE_FORMS = [
  "appointment",
  "plannerBooking",
  "webInquiry",
  "question",
  "newsletter",
] as const;
export type NoticeForm = (typeof NOTICE_FORMS)[number];

const en = {
  appointment:
    "We use your name, mobile number, email, company and project details only to arrange this appointment and follow it up, and keep them for {months} months.",
  plannerBooking:
    "We use your name, mobile number, email, company, project details and this lift plan only to arrange the site visit and quote for it, and keep them for {months} months.",
  webInquiry:
    "We use your name, mobile number and email only to answer this message, and keep them with it for {months} months.",
  question:
    "We use your name and email only to answer this question, and keep them with it for {months} months.",
  newsletter:
    "Subscribing is your consent to occasional emails about our products and services. We keep your email until you withdraw, with the link in every email.",
  privacyLink: "How we handle your data",
};

type NoticeMessages = Record<keyof typeof en, string>;

export const NOTICE_MESSAGES: Readonly<Record<Locale, NoticeMessages>> = {
  en,
  gu: {
    appointment:
      "તમારું નામ, મોબાઇલ નંબર, ઈમેલ, કંપની અને પ્રોજેક્ટની વિગતો અમે ફક્ત આ એપોઇન્ટમેન્ટ ગોઠવવા અને તેના ફોલો-અપ માટે વાપરીએ છીએ, અને {months} મહિના સુધી રાખીએ છીએ.",
    plannerBooking:
      "તમારું નામ, મોબાઇલ નંબર, ઈમેલ, કંપની, પ્રોજેક્ટની વિગતો અને આ લિફ્ટ પ્લાન અમે ફક્ત સાઇટ વિઝિટ ગોઠવવા અને તેનું ક્વોટેશન આપવા માટે વાપરીએ છીએ, અને {months} મહિના સુધી રાખીએ છીએ.",
    webInquiry:
      "તમારું નામ, મોબાઇલ નંબર અને ઈમેલ અમે ફક્ત આ મેસેજનો જવાબ આપવા માટે વાપરીએ છીએ, અને મેસેજ સાથે {months} મહિના સુધી રાખીએ છીએ.",
    question:
      "તમારું નામ અને ઈમેલ અમે ફક્ત આ પ્રશ્નનો જવાબ આપવા માટે વાપરીએ છીએ, અને પ્રશ્ન સાથે {months} મહિના સુધી રાખીએ છીએ.",
    newsletter:
      "સબ્સ્ક્રાઇબ કરીને તમે અમારી પ્રોડક્ટ્સ અને સર્વિસ વિશે ક્યારેક ઈમેલ મેળવવા સંમતિ આપો છો. દરેક ઈમેલમાંની લિંકથી તમે સંમતિ પાછી ખેંચો ત્યાં સુધી અમે તમારો ઈમેલ રાખીએ છીએ.",
    privacyLink: "અમે તમારી માહિતી કેવી રીતે સાચવીએ છીએ",
  },
  hi: {
    appointment:
      "आपका नाम, मोबाइल नंबर, ईमेल, कंपनी और प्रोजेक्ट की जानकारी हम सिर्फ़ यह अपॉइंटमेंट तय करने और उसके फ़ॉलो-अप के लिए इस्तेमाल करते हैं, और {months} महीने तक रखते हैं।",
    plannerBooking:
      "आपका नाम, मोबाइल नंबर, ईमेल, कंपनी, प्रोजेक्ट की जानकारी और यह लिफ्ट प्लान हम सिर्फ़ साइट विज़िट तय करने और उसका कोटेशन देने के लिए इस्तेमाल करते हैं, और {months} महीने तक रखते हैं।",
    webInquiry:
      "आपका नाम, मोबाइल नंबर और ईमेल हम सिर्फ़ इस मैसेज का जवाब देने के लिए इस्तेमाल करते हैं, और मैसेज के साथ {months} महीने तक रखते हैं।",
    question:
      "आपका नाम और ईमेल हम सिर्फ़ इस सवाल का जवाब देने के लिए इस्तेमाल करते हैं, और सवाल के साथ {months} महीने तक रखते हैं।",
    newsletter:
      "सब्सक्राइब करके आप हमारे प्रोडक्ट और सर्विस के बारे में कभी-कभार ईमेल पाने की सहमति देते हैं। हर ईमेल में दिए लिंक से सहमति वापस लेने तक हम आपका ईमेल रखते हैं।",
    privacyLink: "हम आपकी जानकारी कैसे संभालते हैं",
  },
};

/** A message with its `{placeholder}`s filled; a placeholder without a value stays as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The notice a form shows in `locale`, its values filled in from the company config. */
export function formNotice(form: NoticeForm, locale: Locale = DEFAULT_LOCALE): string {
  return fillMessage(NOTICE_MESSAGES[locale][form], { months: company.privacy.retentionMonths.leads });
}

/** The full notice's address in `locale` and the text of the link to it. */
export function privacyLink(locale: Locale = DEFAULT_LOCALE): { href: string; text: string } {
  return { href: localizedPath(PRIVACY_PATH, locale), text: NOTICE_MESSAGES[locale].privacyLink };
}

/** The form a lead of `kind` sent from `sourcePage` was: a booking from the planner has its own notice. */
export function noticeFormOf(kind: LeadKind, sourcePage: string | null): NoticeForm {
  if (kind !== "appointment" || sourcePage === null) return kind;
  const pathname = new URL(sourcePage, "http://site.invalid").pathname;
  return pathWithoutLocale(pathname) === pages.liftPlanner.path ? "plannerBooking" : kind;
}
