/**
 * What a person reads when they use their personal privacy link: the request page (withdraw
 * consent, erase my data), its outcomes, the link's line in every email we send them and the
 * email confirming an erasure, in the three languages. Placeholders are filled by fillMessage;
 * the company's values come from the company config, in the page's language (privacyValues).
 */
import { company } from "../content/company.ts";
import { privacyContactName } from "../content/privacy-contact.ts";
import { LOCALE_TAGS, type Locale } from "./locales.ts";

export const PRIVACY_OUTCOMES = ["withdrawn", "erased"] as const;
export type PrivacyOutcome = (typeof PRIVACY_OUTCOMES)[number];

const en = {
  title: "Your data with {company}",
  intro:
    "This page is only for you: its address came in an email we sent you. Here you can withdraw your consent or have your data erased, each in one step.",
  withdrawHeading: "Withdraw consent",
  withdrawText:
    "We stop sending you emails and stop using your details to contact you, except to answer a request you made about your data. What you sent stays with us until its retention period ends, unless you also erase it.",
  withdrawButton: "Withdraw my consent",
  withdrawnAlready: "You withdrew your consent on {date}.",
  eraseHeading: "Erase my data",
  eraseText:
    "We erase everything sent to us with this email address, the one this link came to: the name, mobile number and email given with it and everything written in our forms. We send one last email there to confirm it. This cannot be undone, and this link then stops working.",
  withdrawNothing:
    "There is nothing to withdraw here: we have no enquiry, booking, service request or newsletter subscription sent with this email address. We answer your request all the same.",
  eraseButton: "Erase my data",
  questions: "Questions about your data? Write to {contact} at {email}. We answer within {days} days.",
  unknownTitle: "This link does not work",
  unknownText:
    "The link may be incomplete, or it was already used to erase the data it was for. If you need help, write to {email}.",
  withdrawnTitle: "Consent withdrawn",
  withdrawnText:
    "We will not send you any more emails or contact you about what you sent, except to answer a request you made about your data. To have the rest of your data erased, open the link in any email from us, or ask on our privacy notice page.",
  erasedTitle: "Your data has been erased",
  erasedText:
    "We erased what was sent to us with your email address: the name, mobile number, email and what was written with it. An email confirming it is on its way; once it is sent, we no longer have your address.",
  emailLinkLine: "To withdraw your consent or have your data erased, open your personal link: {link}",
  confirmationSubject: "Your data has been erased - {company}",
  confirmationText:
    "Hello,\n\nAs you asked on {date}, we have erased what was sent to us with this email address: the name, mobile number, email and what was written with it. We keep only a record that an erasure was made and when, without your details.\n\nOnce this email is sent, we no longer have your email address.\n\n{company}",
  confirmationTextStaff:
    "Hello,\n\nAs you asked on {date}, we have erased what was sent to us with this email address or your mobile number: the names, mobile numbers, emails and what was written with them. We keep only a record that an erasure was made and when, without your details.\n\nOnce this email is sent, we no longer have your email address.\n\n{company}",
};

export type PrivacyMessages = Record<keyof typeof en, string>;

export const PRIVACY_MESSAGES: Readonly<Record<Locale, PrivacyMessages>> = {
  en,
  gu: {
    title: "{company} પાસે તમારી માહિતી",
    intro:
      "આ પેજ ફક્ત તમારા માટે છે: તેની લિંક અમે તમને મોકલેલા ઈમેલમાં હતી. અહીં તમે તમારી સંમતિ પાછી ખેંચી શકો છો અથવા તમારી માહિતી ભૂંસાવી શકો છો; બંને એક જ ક્લિકમાં.",
    withdrawHeading: "સંમતિ પાછી ખેંચો",
    withdrawText:
      "અમે તમને ઈમેલ મોકલવાનું અને તમારો સંપર્ક કરવા તમારી વિગતો વાપરવાનું બંધ કરીશું; ફક્ત તમારી માહિતી અંગે તમે કરેલી વિનંતીનો જવાબ આપીશું. તમે મોકલેલી માહિતી તેની રાખવાની મુદત પૂરી થાય ત્યાં સુધી અમારી પાસે રહેશે, સિવાય કે તમે તેને ભૂંસાવો.",
    withdrawButton: "મારી સંમતિ પાછી ખેંચો",
    withdrawnAlready: "તમે {date}ના રોજ સંમતિ પાછી ખેંચી છે.",
    eraseHeading: "મારી માહિતી ભૂંસી નાખો",
    eraseText:
      "જે ઈમેલ સરનામા પર આ લિંક આવી છે, તેની સાથે અમને જે કંઈ મોકલાયું છે તે બધું અમે ભૂંસી નાખીશું: તેની સાથે આપેલાં નામ, મોબાઇલ નંબર, ઈમેલ અને અમારા ફોર્મમાં લખેલું બધું. ખાતરી માટે એ જ ઈમેલ પર એક છેલ્લો ઈમેલ મોકલીશું. ભૂંસેલી માહિતી પાછી લાવી શકાતી નથી, અને પછી આ લિંક કામ નહીં કરે.",
    withdrawNothing:
      "અહીં પાછું ખેંચવા જેવું કંઈ નથી: આ ઈમેલ સરનામા સાથે અમને કોઈ પૂછપરછ, બુકિંગ, સર્વિસની ફરિયાદ કે ન્યૂઝલેટર સબ્સ્ક્રિપ્શન મળ્યું નથી. તમારી વિનંતીનો જવાબ તો અમે આપીશું જ.",
    eraseButton: "મારી માહિતી ભૂંસી નાખો",
    questions: "તમારી માહિતી વિશે પ્રશ્ન છે? {contact}ને {email} પર લખો. અમે {days} દિવસમાં જવાબ આપીએ છીએ.",
    unknownTitle: "આ લિંક કામ કરતી નથી",
    unknownText: "લિંક અધૂરી હોઈ શકે, અથવા તેની માહિતી ભૂંસવા માટે તે પહેલેથી વપરાઈ ગઈ છે. મદદ જોઈએ તો {email} પર લખો.",
    withdrawnTitle: "સંમતિ પાછી ખેંચાઈ ગઈ",
    withdrawnText:
      "અમે તમને હવે કોઈ ઈમેલ નહીં મોકલીએ અને તમે મોકલેલી બાબત વિશે તમારો સંપર્ક નહીં કરીએ; ફક્ત તમારી માહિતી અંગે તમે કરેલી વિનંતીનો જવાબ આપીશું. તમારી બાકીની માહિતી ભૂંસાવવા, અમારા કોઈ પણ ઈમેલમાંની લિંક ખોલો, અથવા અમારા પ્રાઇવસી નોટિસ પેજ પર વિનંતી કરો.",
    erasedTitle: "તમારી માહિતી ભૂંસાઈ ગઈ છે",
    erasedText:
      "તમારા ઈમેલ સરનામા સાથે અમને જે મોકલાયું હતું તે અમે ભૂંસી નાખ્યું છે: તેની સાથે આપેલાં નામ, મોબાઇલ નંબર, ઈમેલ અને લખેલું બધું. ખાતરીનો ઈમેલ આવી રહ્યો છે; તે મોકલાયા પછી તમારું ઈમેલ સરનામું અમારી પાસે રહેતું નથી.",
    emailLinkLine: "તમારી સંમતિ પાછી ખેંચવા અથવા તમારી માહિતી ભૂંસાવવા માટે તમારી પર્સનલ લિંક ખોલો: {link}",
    confirmationSubject: "તમારી માહિતી ભૂંસાઈ ગઈ છે - {company}",
    confirmationText:
      "નમસ્તે,\n\nતમે {date}ના રોજ કહ્યા મુજબ, આ ઈમેલ સરનામા સાથે અમને જે મોકલાયું હતું તે અમે ભૂંસી નાખ્યું છે: તેની સાથે આપેલાં નામ, મોબાઇલ નંબર, ઈમેલ અને લખેલું બધું. અમે ફક્ત એટલી નોંધ રાખીએ છીએ કે માહિતી ક્યારે ભૂંસાઈ; તેમાં તમારું નામ, નંબર કે ઈમેલ હોતાં નથી.\n\nઆ ઈમેલ મોકલાયા પછી તમારું ઈમેલ સરનામું અમારી પાસે રહેતું નથી.\n\n{company}",
    confirmationTextStaff:
      "નમસ્તે,\n\nતમે {date}ના રોજ કહ્યા મુજબ, આ ઈમેલ સરનામા કે તમારા મોબાઇલ નંબર સાથે અમને જે મોકલાયું હતું તે અમે ભૂંસી નાખ્યું છે: તેની સાથે આપેલાં નામ, મોબાઇલ નંબર, ઈમેલ અને લખેલું બધું. અમે ફક્ત એટલી નોંધ રાખીએ છીએ કે માહિતી ક્યારે ભૂંસાઈ; તેમાં તમારું નામ, નંબર કે ઈમેલ હોતાં નથી.\n\nઆ ઈમેલ મોકલાયા પછી તમારું ઈમેલ સરનામું અમારી પાસે રહેતું નથી.\n\n{company}",
  },
  hi: {
    title: "{company} के पास आपकी जानकारी",
    intro:
      "यह पेज सिर्फ़ आपके लिए है: इसका लिंक हमारे भेजे ईमेल में था। यहाँ आप अपनी सहमति वापस ले सकते हैं या अपनी जानकारी मिटवा सकते हैं, दोनों एक ही क्लिक में।",
    withdrawHeading: "सहमति वापस लें",
    withdrawText:
      "हम आपको ईमेल भेजना और आपसे संपर्क के लिए आपकी जानकारी इस्तेमाल करना बंद कर देंगे; सिर्फ़ आपकी जानकारी के बारे में आपके किए अनुरोध का जवाब देंगे। आपकी भेजी जानकारी तय अवधि पूरी होने तक हमारे पास रहेगी, जब तक कि आप उसे पहले न मिटवा दें।",
    withdrawButton: "मेरी सहमति वापस लें",
    withdrawnAlready: "आपने {date} को सहमति वापस ले ली है।",
    eraseHeading: "मेरी जानकारी मिटाएँ",
    eraseText:
      "जिस ईमेल पते पर यह लिंक आया है, उसके साथ हमें जो कुछ भेजा गया है वह सब हम मिटा देंगे: उसके साथ दिया गया नाम, मोबाइल नंबर, ईमेल और हमारे फ़ॉर्म में लिखा सब कुछ। पुष्टि के लिए उसी ईमेल पते पर एक आखिरी ईमेल भेजेंगे। मिटाई गई जानकारी वापस नहीं लाई जा सकती, और उसके बाद यह लिंक काम नहीं करेगा।",
    withdrawNothing:
      "यहाँ वापस लेने के लिए कुछ नहीं है: इस ईमेल पते के साथ हमें कोई पूछताछ, बुकिंग, सर्विस की शिकायत या न्यूज़लेटर सब्सक्रिप्शन नहीं मिला है। आपके अनुरोध का जवाब तो हम देंगे ही।",
    eraseButton: "मेरी जानकारी मिटाएँ",
    questions: "अपनी जानकारी के बारे में सवाल है? {contact} को {email} पर लिखें। हम {days} दिन में जवाब देते हैं।",
    unknownTitle: "यह लिंक काम नहीं करता",
    unknownText:
      "लिंक अधूरा हो सकता है, या इससे जुड़ी जानकारी मिटाने के लिए यह पहले ही इस्तेमाल हो चुका है। मदद चाहिए तो {email} पर लिखें।",
    withdrawnTitle: "सहमति वापस ले ली गई",
    withdrawnText:
      "अब हम आपको कोई ईमेल नहीं भेजेंगे और आपकी भेजी बात के बारे में आपसे संपर्क नहीं करेंगे; सिर्फ़ आपकी जानकारी के बारे में आपके किए अनुरोध का जवाब देंगे। अपनी बाकी जानकारी मिटवाने के लिए हमारे किसी भी ईमेल का लिंक खोलें, या हमारे प्राइवेसी नोटिस पेज पर अनुरोध करें।",
    erasedTitle: "आपकी जानकारी मिटा दी गई है",
    erasedText:
      "आपके ईमेल पते के साथ हमें जो भेजा गया था, वह हमने मिटा दिया है: उसके साथ दिया गया नाम, मोबाइल नंबर, ईमेल और लिखा हुआ सब कुछ। पुष्टि का ईमेल आ रहा है; उसके भेजे जाने के बाद आपका ईमेल पता हमारे पास नहीं रहता।",
    emailLinkLine: "अपनी सहमति वापस लेने या अपनी जानकारी मिटवाने के लिए अपना पर्सनल लिंक खोलें: {link}",
    confirmationSubject: "आपकी जानकारी मिटा दी गई है - {company}",
    confirmationText:
      "नमस्ते,\n\nआपके {date} के अनुरोध पर, इस ईमेल पते के साथ हमें जो भेजा गया था, वह हमने मिटा दिया है: उसके साथ दिया गया नाम, मोबाइल नंबर, ईमेल और लिखा हुआ सब कुछ। हम सिर्फ़ इतना रिकॉर्ड रखते हैं कि जानकारी कब मिटाई गई; उसमें आपका नाम, नंबर या ईमेल नहीं होता।\n\nयह ईमेल भेजे जाने के बाद आपका ईमेल पता हमारे पास नहीं रहता।\n\n{company}",
    confirmationTextStaff:
      "नमस्ते,\n\nआपके {date} के अनुरोध पर, इस ईमेल पते या आपके मोबाइल नंबर के साथ हमें जो भेजा गया था, वह हमने मिटा दिया है: उसके साथ दिया गया नाम, मोबाइल नंबर, ईमेल और लिखा हुआ सब कुछ। हम सिर्फ़ इतना रिकॉर्ड रखते हैं कि जानकारी कब मिटाई गई; उसमें आपका नाम, नंबर या ईमेल नहीं होता।\n\nयह ईमेल भेजे जाने के बाद आपका ईमेल पता हमारे पास नहीं रहता।\n\n{company}",
  },
};

/**
 * The company's values the privacy texts name, in `locale`: the contact's name as the config
 * writes it in that language (`privacyContactName`), the rest as configured.
 */
export function privacyValues(locale: Locale) {
  return {
    company: company.name,
    contact: privacyContactName(locale),
    email: company.privacy.contact.email,
    days: String(company.privacy.grievanceResponseDays),
  };
}

/** A day as people in India read it, in `locale` (Western digits). */
export function privacyDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(date);
}
