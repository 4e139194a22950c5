/**
 * Every visitor-facing text of the service desk, in the site's three languages: a flat record of
 * key -> text per language, `{name}` for a value filled in by `fillText`. A key missing in one
 * language is a type error. The English step names are the home page's (content/home.ts).
 */
import { serviceSteps } from "../content/home.ts";
import type { Locale } from "./locales.ts";

const stepName = (id: string) => serviceSteps.find((step) => step.id === id)?.name ?? id;

const en = {
  accepted: "Service request {ticket} received. Keep your tracking link to follow it.",
  trackTitle: "Your service request",
  trackSubtitle: "Ticket {ticket}",
  trackIntro: "This page shows where your request stands. It changes as our team works on it.",
  trackSite: "Site",
  trackMobile: "Mobile number",
  trackProgress: "Progress",
  trackDone: "Done, {time}",
  trackCurrent: "In progress",
  trackUpcoming: "Next",
  trackCompleted: "This request is completed. Thank you for letting us look after your lift.",
  trackEngineer: "Your engineer: {name}",
  trackPlannedVisit: "Planned visit: {time}",
  trackReachUs: "Questions about this request?",
  trackCall: "Call {phone}",
  trackWhatsApp: "WhatsApp us",
  trackWhatsAppMessage: "Hello, I am writing about my service request {ticket}.",
  trackMissingTitle: "We could not open this tracking link",
  trackMissingSubtitle: "The link is incomplete, or it has expired",
  trackMissing:
    "Copy the whole link again and open it. A link stops working {days} days after its request is completed.",
  trackLimitedTitle: "Too many tracking links tried",
  trackLimitedSubtitle: "Please try again later",
  trackLimited:
    "Too many unknown links were opened from this connection, so tracking links are paused for it for a while.",
  trackAskUs: "Call us and we will tell you where your request stands.",
  stepCall: stepName("call"),
  stepInform: stepName("inform"),
  stepVisit: stepName("visit"),
  stepWork: stepName("work"),
  stepMeet: stepName("meet"),
  stepComplete: stepName("complete"),
};

export type ServiceTextKey = keyof typeof en;
export type ServiceTexts = Readonly<Record<ServiceTextKey, string>>;

export const SERVICE_TEXTS: Readonly<Record<Locale, ServiceTexts>> = {
  en,
  gu: {
    accepted: "સર્વિસ વિનંતી {ticket} મળી ગઈ છે. તેનું સ્ટેટસ જોવા તમારી ટ્રેકિંગ લિંક સાચવી રાખો.",
    trackTitle: "તમારી સર્વિસ વિનંતી",
    trackSubtitle: "ટિકિટ {ticket}",
    trackIntro: "આ પેજ પર તમારી વિનંતીનું સ્ટેટસ દેખાય છે. અમારી ટીમ કામ કરે તેમ તે બદલાય છે.",
    trackSite: "સાઇટ",
    trackMobile: "મોબાઇલ નંબર",
    trackProgress: "પ્રગતિ",
    trackDone: "પૂર્ણ, {time}",
    trackCurrent: "ચાલુ છે",
    trackUpcoming: "હવે પછી",
    trackCompleted: "આ વિનંતી પૂર્ણ થઈ ગઈ છે. તમારી લિફ્ટની સંભાળ અમને સોંપવા બદલ આભાર.",
    trackEngineer: "તમારા એન્જિનિયર: {name}",
    trackPlannedVisit: "આયોજિત મુલાકાત: {time}",
    trackReachUs: "આ વિનંતી વિશે કોઈ પ્રશ્ન છે?",
    trackCall: "કૉલ કરો {phone}",
    trackWhatsApp: "વોટ્સએપ કરો",
    trackWhatsAppMessage: "નમસ્તે, હું મારી સર્વિસ વિનંતી {ticket} વિશે લખી રહ્યો/રહી છું.",
    trackMissingTitle: "આ ટ્રેકિંગ લિંક ખૂલી શકી નહીં",
    trackMissingSubtitle: "લિંક અધૂરી છે અથવા તેની મુદત પૂરી થઈ ગઈ છે",
    trackMissing: "આખી લિંક ફરીથી કૉપી કરીને ખોલો. વિનંતી પૂર્ણ થયાના {days} દિવસ પછી લિંક બંધ થઈ જાય છે.",
    trackLimitedTitle: "ઘણી બધી લિંક અજમાવવામાં આવી",
    trackLimitedSubtitle: "થોડી વાર પછી ફરી પ્રયત્ન કરો",
    trackLimited: "આ કનેક્શન પરથી ઘણી અજાણી લિંક ખોલવામાં આવી, તેથી થોડી વાર માટે અહીંથી ટ્રેકિંગ લિંક બંધ છે.",
    trackAskUs: "અમને કૉલ કરો, અમે તમને તમારી વિનંતીનું સ્ટેટસ જણાવીશું.",
    stepCall: "ગ્રાહકનો કૉલ",
    stepInform: "એન્જિનિયરને જાણ",
    stepVisit: "સાઇટ વિઝિટ અને મુલાકાત",
    stepWork: "સાઇટ પર કામ",
    stepMeet: "ગ્રાહક સાથે મુલાકાત",
    stepComplete: "કૉલ પૂર્ણ",
  },
  hi: {
    accepted: "सर्विस अनुरोध {ticket} मिल गया है। इसका स्टेटस देखने के लिए अपनी ट्रैकिंग लिंक संभाल कर रखें।",
    trackTitle: "आपका सर्विस अनुरोध",
    trackSubtitle: "टिकट {ticket}",
    trackIntro: "इस पेज पर आपके अनुरोध का स्टेटस दिखता है। हमारी टीम के काम के साथ यह बदलता है।",
    trackSite: "साइट",
    trackMobile: "मोबाइल नंबर",
    trackProgress: "प्रगति",
    trackDone: "पूरा, {time}",
    trackCurrent: "चालू है",
    trackUpcoming: "आगे",
    trackCompleted: "यह अनुरोध पूरा हो गया है। अपनी लिफ्ट की देखभाल हमें सौंपने के लिए धन्यवाद।",
    trackEngineer: "आपके इंजीनियर: {name}",
    trackPlannedVisit: "तय विज़िट: {time}",
    trackReachUs: "इस अनुरोध के बारे में कोई सवाल?",
    trackCall: "कॉल करें {phone}",
    trackWhatsApp: "व्हाट्सऐप करें",
    trackWhatsAppMessage: "नमस्ते, मैं अपने सर्विस अनुरोध {ticket} के बारे में लिख रहा/रही हूँ।",
    trackMissingTitle: "यह ट्रैकिंग लिंक नहीं खुल सका",
    trackMissingSubtitle: "लिंक अधूरा है या इसकी अवधि खत्म हो गई है",
    trackMissing: "पूरा लिंक दोबारा कॉपी करके खोलें। अनुरोध पूरा होने के {days} दिन बाद लिंक बंद हो जाता है।",
    trackLimitedTitle: "बहुत सारे लिंक आज़माए गए",
    trackLimitedSubtitle: "थोड़ी देर बाद फिर कोशिश करें",
    trackLimited: "इस कनेक्शन से बहुत सारे अनजान लिंक खोले गए, इसलिए कुछ देर के लिए यहाँ से ट्रैकिंग लिंक बंद हैं।",
    trackAskUs: "हमें कॉल करें, हम आपको आपके अनुरोध का स्टेटस बताएँगे।",
    stepCall: "ग्राहक का कॉल",
    stepInform: "इंजीनियर को सूचना",
    stepVisit: "साइट विज़िट और मुलाकात",
    stepWork: "साइट पर काम",
    stepMeet: "ग्राहक से मुलाकात",
    stepComplete: "कॉल पूरा",
  },
};

/** The text key naming each of the six steps. */
export const STEP_TEXT: Readonly<Record<string, ServiceTextKey>> = {
  call: "stepCall",
  inform: "stepInform",
  visit: "stepVisit",
  work: "stepWork",
  meet: "stepMeet",
  complete: "stepComplete",
};

/** `text` with each `{name}` replaced by `values[name]` (a name without a value stays as written). */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
