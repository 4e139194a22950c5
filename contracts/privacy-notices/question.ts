/** The FAQ page's question form: its privacy notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const questionNotice: NoticeTexts = {
  en: "We use your name and email only to answer this question, and keep them with it for {months} months.",
  gu: "તમારું નામ અને ઈમેલ અમે ફક્ત આ પ્રશ્નનો જવાબ આપવા માટે વાપરીએ છીએ, અને પ્રશ્ન સાથે {months} મહિના સુધી રાખીએ છીએ.",
  hi: "आपका नाम और ईमेल हम सिर्फ़ इस सवाल का जवाब देने के लिए इस्तेमाल करते हैं, और सवाल के साथ {months} महीने तक रखते हैं।",
};
