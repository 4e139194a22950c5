/** The AMC quote request: its privacy notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const amcQuoteNotice: NoticeTexts = {
  en: "We use your name, mobile number, email and your lifts' details only to prepare this maintenance quote and follow it up, and keep them for {months} months.",
  gu: "તમારું નામ, મોબાઇલ નંબર, ઈમેલ અને તમારી લિફ્ટની વિગતો અમે ફક્ત આ મેઇન્ટેનન્સ ક્વોટેશન તૈયાર કરવા અને તેના ફોલો-અપ માટે વાપરીએ છીએ, અને {months} મહિના સુધી રાખીએ છીએ.",
  hi: "आपका नाम, मोबाइल नंबर, ईमेल और आपकी लिफ्ट की जानकारी हम सिर्फ़ यह मेंटेनेंस कोटेशन तैयार करने और उसके फ़ॉलो-अप के लिए इस्तेमाल करते हैं, और {months} महीने तक रखते हैं।",
};
