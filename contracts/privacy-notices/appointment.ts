/** The appointment form: its privacy notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const appointmentNotice: NoticeTexts = {
  en: "We use your name, mobile number, email, company and project details only to arrange this appointment and follow it up, and keep them for {months} months.",
  gu: "તમારું નામ, મોબાઇલ નંબર, ઈમેલ, કંપની અને પ્રોજેક્ટની વિગતો અમે ફક્ત આ મુલાકાત ગોઠવવા અને તેના ફોલો-અપ માટે વાપરીએ છીએ, અને {months} મહિના સુધી રાખીએ છીએ.",
  hi: "आपका नाम, मोबाइल नंबर, ईमेल, कंपनी और प्रोजेक्ट की जानकारी हम सिर्फ़ यह मुलाकात तय करने और उसके फ़ॉलो-अप के लिए इस्तेमाल करते हैं, और {months} महीने तक रखते हैं।",
};
