/** The privacy page's request form (see, correct, erase): its notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const privacyRequestNotice: NoticeTexts = {
  en: "We use your name, mobile number and email only to find your data and answer this request, and keep the request for {months} months after we answer it.",
  gu: "તમારું નામ, મોબાઇલ નંબર અને ઈમેલ અમે ફક્ત તમારી માહિતી શોધવા અને આ વિનંતીનો જવાબ આપવા માટે વાપરીએ છીએ, અને જવાબ આપ્યા પછી વિનંતી {months} મહિના સુધી રાખીએ છીએ.",
  hi: "आपका नाम, मोबाइल नंबर और ईमेल हम सिर्फ़ आपकी जानकारी ढूँढने और इस अनुरोध का जवाब देने के लिए इस्तेमाल करते हैं, और जवाब देने के बाद अनुरोध {months} महीने तक रखते हैं।",
};
