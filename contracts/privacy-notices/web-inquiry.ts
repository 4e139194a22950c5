/** The contact page's message form: its privacy notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const webInquiryNotice: NoticeTexts = {
  en: "We use your name, mobile number and email only to answer this message, and keep them with it for {months} months.",
  gu: "તમારું નામ, મોબાઇલ નંબર અને ઈમેલ અમે ફક્ત આ સંદેશનો જવાબ આપવા માટે વાપરીએ છીએ, અને સંદેશ સાથે {months} મહિના સુધી રાખીએ છીએ.",
  hi: "आपका नाम, मोबाइल नंबर और ईमेल हम सिर्फ़ इस संदेश का जवाब देने के लिए इस्तेमाल करते हैं, और संदेश के साथ {months} महीने तक रखते हैं।",
};
