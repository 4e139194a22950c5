/** The lift planner's booking (an appointment with the lift plan): its privacy notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const plannerBookingNotice: NoticeTexts = {
  en: "We use your name, mobile number, email, company, project details and this lift plan only to arrange the site visit and quote for it, and keep them for {months} months.",
  gu: "તમારું નામ, મોબાઇલ નંબર, ઈમેલ, કંપની, પ્રોજેક્ટની વિગતો અને આ લિફ્ટ પ્લાન અમે ફક્ત સાઇટ વિઝિટ ગોઠવવા અને તેનું ક્વોટેશન આપવા માટે વાપરીએ છીએ, અને {months} મહિના સુધી રાખીએ છીએ.",
  hi: "आपका नाम, मोबाइल नंबर, ईमेल, कंपनी, प्रोजेक्ट की जानकारी और यह लिफ्ट प्लान हम सिर्फ़ साइट विज़िट तय करने और उसका कोटेशन देने के लिए इस्तेमाल करते हैं, और {months} महीने तक रखते हैं।",
};
