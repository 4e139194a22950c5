/**
 * The service desk's emails to the customer, in the site's three languages: the acknowledgement
 * of a new ticket and the email of each step it moves to (server/service/ticket-mail.ts composes
 * them). Like the lead acknowledgements they repeat nothing the customer typed: only the ticket
 * number, the step, our engineer's first name, times and company facts. The step names are
 * SERVICE_TEXTS' (service-texts.ts); `{name}` values are filled by `fillText`.
 */
import type { Locale } from "./locales.ts";

const en = {
  greeting: "Hello,",
  ackSubject: "Service request {ticket} received - {company}",
  ackIntro:
    "Thank you. We have received your service request {ticket} and our team will call you to plan the visit.",
  ackTrack: "Follow your request at any time at this private link (please keep it to yourself): {link}",
  ackTrapped:
    "If someone is trapped in the lift, call our 24/7 number now: {phone}. Stay calm, press the alarm button and do not force the doors open.",
  stepSubject: "{ticket}: {step} - {company}",
  stepIntro: "Your service request {ticket} has moved to the next step: {step}.",
  stepEngineer: "Your engineer: {name}",
  stepPlannedVisit: "Planned visit: {time}",
  stepCompleted: "The work on your request is completed. Thank you for letting us look after your lift.",
  stepTrack: "The private link in our first email about this request shows all six steps.",
  questions: "Questions about this request? Call {phone} and tell us the number {ticket}.",
};

export type ServiceMailTexts = Readonly<Record<keyof typeof en, string>>;

export const SERVICE_MAIL_TEXTS: Readonly<Record<Locale, ServiceMailTexts>> = {
  en,
  gu: {
    greeting: "નમસ્તે,",
    ackSubject: "ફરિયાદ {ticket} નોંધાઈ ગઈ છે - {company}",
    ackIntro:
      "આભાર. તમારી ફરિયાદ {ticket} અમને મળી ગઈ છે. એન્જિનિયરની વિઝિટનો સમય નક્કી કરવા અમારી ટીમ તમને કૉલ કરશે.",
    ackTrack: "તમારી ફરિયાદનું સ્ટેટસ આ ખાનગી લિંક પર ગમે ત્યારે જુઓ (આ લિંક બીજા કોઈને ન આપશો): {link}",
    ackTrapped:
      "જો કોઈ લિફ્ટમાં ફસાયું હોય, તો હમણાં જ અમારા 24/7 નંબર {phone} પર કૉલ કરો. શાંત રહો, એલાર્મ બટન દબાવો અને દરવાજા જબરદસ્તીથી ખોલશો નહીં.",
    stepSubject: "{ticket}: {step} - {company}",
    stepIntro: "તમારી ફરિયાદ {ticket} હવે આગળના પગલે પહોંચી છે: {step}.",
    stepEngineer: "તમારા એન્જિનિયર: {name}",
    stepPlannedVisit: "એન્જિનિયરની વિઝિટ: {time}",
    stepCompleted: "તમારી ફરિયાદનું કામ પૂરું થઈ ગયું છે. તમારી લિફ્ટની સંભાળ અમને સોંપવા બદલ આભાર.",
    stepTrack: "આ ફરિયાદ વિશેના અમારા પહેલા ઈમેલની ખાનગી લિંક પર છએ પગલાં દેખાય છે.",
    questions: "આ ફરિયાદ વિશે કોઈ પ્રશ્ન છે? {phone} પર કૉલ કરો અને ફરિયાદ નંબર {ticket} જણાવો.",
  },
  hi: {
    greeting: "नमस्ते,",
    ackSubject: "शिकायत {ticket} दर्ज हो गई है - {company}",
    ackIntro:
      "धन्यवाद। आपकी शिकायत {ticket} हमें मिल गई है। इंजीनियर की विज़िट का समय तय करने के लिए हमारी टीम आपको कॉल करेगी।",
    ackTrack: "अपनी शिकायत का स्टेटस इस निजी लिंक पर कभी भी देखें (यह लिंक किसी और को न दें): {link}",
    ackTrapped:
      "अगर कोई लिफ्ट में फँसा है, तो अभी हमारे 24/7 नंबर {phone} पर कॉल करें। शांत रहें, अलार्म बटन दबाएँ और दरवाज़े ज़बरदस्ती न खोलें।",
    stepSubject: "{ticket}: {step} - {company}",
    stepIntro: "आपकी शिकायत {ticket} अब अगले चरण पर पहुँच गई है: {step}।",
    stepEngineer: "आपके इंजीनियर: {name}",
    stepPlannedVisit: "इंजीनियर की विज़िट: {time}",
    stepCompleted: "आपकी शिकायत का काम पूरा हो गया है। अपनी लिफ्ट की देखभाल हमें सौंपने के लिए धन्यवाद।",
    stepTrack: "इस शिकायत के बारे में हमारे पहले ईमेल के निजी लिंक पर सभी छह चरण दिखते हैं।",
    questions: "इस शिकायत के बारे में कोई सवाल है? {phone} पर कॉल करें और शिकायत नंबर {ticket} बताएँ।",
  },
};
