/** The service request form: its privacy notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const serviceNotice: NoticeTexts = {
  en: "We use your name, mobile number, email (if you give one) and your lift's address only to attend to this request and keep you informed, and keep them for {ticketMonths} months after it is completed.",
  gu: "તમારું નામ, મોબાઇલ નંબર, ઈમેલ (જો આપો તો) અને લિફ્ટનું સરનામું અમે ફક્ત આ ફરિયાદ પર કામ કરવા અને તમને જાણ કરતા રહેવા માટે વાપરીએ છીએ, અને કામ પૂરું થયા પછી {ticketMonths} મહિના સુધી રાખીએ છીએ.",
  hi: "आपका नाम, मोबाइल नंबर, ईमेल (अगर आपने दिया हो) और लिफ्ट का पता हम सिर्फ़ इस शिकायत पर काम करने और आपको जानकारी देते रहने के लिए इस्तेमाल करते हैं, और काम पूरा होने के बाद {ticketMonths} महीने तक रखते हैं।",
};
