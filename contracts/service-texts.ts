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
    accepted: "ફરિયાદ {ticket} નોંધાઈ ગઈ છે. તેનું સ્ટેટસ જોવા તમારી ટ્રેકિંગ લિંક સાચવી રાખો.",
    trackTitle: "તમારી ફરિયાદ",
    trackSubtitle: "ફરિયાદ નંબર {ticket}",
    trackIntro: "આ પેજ પર તમારી ફરિયાદનું સ્ટેટસ દેખાય છે. અમારી ટીમનું કામ આગળ વધે તેમ તે બદલાય છે.",
    trackSite: "સાઇટ",
    trackMobile: "મોબાઇલ નંબર",
    trackProgress: "પ્રગતિ",
    trackDone: "પૂર્ણ, {time}",
    trackCurrent: "અત્યારે આ પગલા પર",
    trackUpcoming: "બાકી",
    trackCompleted: "આ ફરિયાદનું કામ પૂરું થઈ ગયું છે. તમારી લિફ્ટની સંભાળ અમને સોંપવા બદલ આભાર.",
    trackEngineer: "તમારા એન્જિનિયર: {name}",
    trackPlannedVisit: "એન્જિનિયરની વિઝિટ: {time}",
    trackReachUs: "આ ફરિયાદ વિશે કોઈ પ્રશ્ન છે?",
    trackCall: "{phone} પર કૉલ કરો",
    trackWhatsApp: "વૉટ્સએપ કરો",
    trackWhatsAppMessage: "નમસ્તે, આ સંદેશ મારી ફરિયાદ નંબર {ticket} વિશે છે.",
    trackMissingTitle: "આ ટ્રેકિંગ લિંક ખૂલી નહીં",
    trackMissingSubtitle: "લિંક અધૂરી છે અથવા તેની મુદત પૂરી થઈ ગઈ છે",
    trackMissing: "આખી લિંક ફરીથી કૉપી કરીને ખોલો. ફરિયાદ પૂરી થયાના {days} દિવસ પછી લિંક બંધ થઈ જાય છે.",
    trackLimitedTitle: "ઘણી બધી ટ્રેકિંગ લિંક અજમાવાઈ છે",
    trackLimitedSubtitle: "કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો",
    trackLimited: "આ કનેક્શન પરથી ઘણી ખોટી લિંક ખોલાઈ છે, એટલે થોડી વાર સુધી અહીંથી ટ્રેકિંગ લિંક નહીં ખૂલે.",
    trackAskUs: "અમને કૉલ કરો, અમે તમારી ફરિયાદનું સ્ટેટસ જણાવીશું.",
    stepCall: "ગ્રાહકનો કૉલ",
    stepInform: "એન્જિનિયરને જાણ",
    stepVisit: "સાઇટ વિઝિટ",
    stepWork: "સાઇટ પર કામ",
    stepMeet: "ગ્રાહકને કામની સમજ",
    stepComplete: "ફરિયાદ પૂરી",
  },
  hi: {
    accepted: "शिकायत {ticket} दर्ज हो गई है। इसका स्टेटस देखने के लिए अपना ट्रैकिंग लिंक सँभालकर रखें।",
    trackTitle: "आपकी शिकायत",
    trackSubtitle: "शिकायत नंबर {ticket}",
    trackIntro: "इस पेज पर आपकी शिकायत का स्टेटस दिखता है। हमारी टीम का काम आगे बढ़ने के साथ यह बदलता है।",
    trackSite: "साइट",
    trackMobile: "मोबाइल नंबर",
    trackProgress: "प्रगति",
    trackDone: "पूरा हुआ: {time}",
    trackCurrent: "अभी यह चरण चल रहा है",
    trackUpcoming: "बाकी",
    trackCompleted: "इस शिकायत का काम पूरा हो गया है। अपनी लिफ्ट की देखभाल हमें सौंपने के लिए धन्यवाद।",
    trackEngineer: "आपके इंजीनियर: {name}",
    trackPlannedVisit: "इंजीनियर की विज़िट: {time}",
    trackReachUs: "इस शिकायत के बारे में कोई सवाल है?",
    trackCall: "{phone} पर कॉल करें",
    trackWhatsApp: "व्हाट्सऐप करें",
    trackWhatsAppMessage: "नमस्ते, यह संदेश मेरी शिकायत नंबर {ticket} के बारे में है।",
    trackMissingTitle: "यह ट्रैकिंग लिंक नहीं खुल सका",
    trackMissingSubtitle: "लिंक अधूरा है या इसकी अवधि खत्म हो गई है",
    trackMissing: "पूरा लिंक दोबारा कॉपी करके खोलें। शिकायत का काम पूरा होने के {days} दिन बाद लिंक बंद हो जाता है।",
    trackLimitedTitle: "बहुत सारे लिंक आज़माए गए",
    trackLimitedSubtitle: "थोड़ी देर बाद फिर कोशिश करें",
    trackLimited: "इस कनेक्शन से बहुत सारे अनजान लिंक खोले गए, इसलिए कुछ देर के लिए यहाँ से ट्रैकिंग लिंक बंद हैं।",
    trackAskUs: "हमें कॉल करें, हम बताएँगे कि आपकी शिकायत किस चरण पर है।",
    stepCall: "ग्राहक का कॉल",
    stepInform: "इंजीनियर को सूचना",
    stepVisit: "साइट विज़िट",
    stepWork: "साइट पर काम",
    stepMeet: "ग्राहक को काम की जानकारी",
    stepComplete: "शिकायत बंद",
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
