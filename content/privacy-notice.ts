/**
 * The full privacy notice (the `/privacy` page, in English, Gujarati and Hindi) as data, ready
 * for the page to render: headings and paragraphs by key, placeholders filled from the company
 * config by `privacyNotice(locale)`. The short notices by the forms are in
 * contracts/privacy-notices.ts.
 */
import type { Locale } from "../contracts/locales.ts";
import { fillMessage } from "../contracts/privacy-notices/notice.ts";
import { company } from "./company.ts";

const en = {
  title: "Privacy notice",
  intro:
    "{company} collects personal data only through the forms on this website. This notice says what we collect, why, how long we keep it, who helps us with it, and what you can do.",
  whoHeading: "Who we are",
  who: "{legalName}, {address}. For any question about your data, write to {contact} at {email}.",
  collectHeading: "What each form collects and why",
  collectAppointment:
    "Book an appointment: your name, mobile number, email, job title, company, project details and preferred date, to arrange the appointment and follow it up.",
  collectPlanner:
    "Booking from the lift planner: the same, and the lift plan you chose, to arrange the site visit and quote for it.",
  collectInquiry: "Contact inquiry: your name, mobile number, email and message, to answer you.",
  collectQuestion: "Ask a question: your name, email and question, to answer you.",
  collectNewsletter:
    "Newsletter: your email, to send you occasional news about our products and services. Subscribing is your consent to these emails.",
  collectTechnical:
    "With every form we also keep the page you sent it from, your browser's name and a scrambled form of your internet address that cannot be turned back into it, to stop abuse.",
  retentionHeading: "How long we keep it",
  retention:
    "Appointments, inquiries and questions: {leadsMonths} months from when they arrive. Newsletter: until you withdraw. Service tickets: {ticketsMonths} months after they are closed. After that they are deleted automatically, every day.",
  processorsHeading: "Who processes it for us",
  processors:
    "{processors}. They process your data only on our instructions. We do not sell your data or use it for advertising.",
  rightsHeading: "Your rights",
  rights:
    "You can ask to see the data we hold about you, to correct or complete it, and to erase it. You can withdraw your consent at any time, as easily as you gave it. You can nominate someone to use these rights for you if you die or cannot use them yourself.",
  howHeading: "How to use them",
  how: "Every email we send you has a personal link where you can withdraw your consent or have your data erased, each in one step. For anything else, write to {contact} at {email}. We answer within {days} days.",
  complainHeading: "If you are not satisfied",
  complain:
    "Write to {contact} first. If our answer does not settle it, you can complain to the Data Protection Board of India.",
  versions:
    "The short notice by each form has a version, and we record with what you send which version you saw, in which language and when.",
};

export type PrivacyNoticeText = Record<keyof typeof en, string>;

export const PRIVACY_NOTICE: Readonly<Record<Locale, PrivacyNoticeText>> = {
  en,
  gu: {
    title: "પ્રાઇવસી નોટિસ",
    intro:
      "{company} વ્યક્તિગત માહિતી ફક્ત આ વેબસાઇટના ફોર્મ દ્વારા જ લે છે. આ નોટિસમાં લખ્યું છે કે અમે શું લઈએ છીએ, શા માટે, કેટલો સમય રાખીએ છીએ, તેમાં અમને કોણ મદદ કરે છે, અને તમે શું કરી શકો છો.",
    whoHeading: "અમે કોણ છીએ",
    who: "{legalName}, {address}. તમારી માહિતી વિશે કોઈ પણ પ્રશ્ન માટે {contact}ને {email} પર લખો.",
    collectHeading: "દરેક ફોર્મ શું લે છે અને શા માટે",
    collectAppointment:
      "એપોઇન્ટમેન્ટ બુક કરો: તમારું નામ, મોબાઇલ નંબર, ઇમેઇલ, હોદ્દો, કંપની, પ્રોજેક્ટની વિગતો અને પસંદની તારીખ, એપોઇન્ટમેન્ટ ગોઠવવા અને તેના ફોલો-અપ માટે.",
    collectPlanner:
      "લિફ્ટ પ્લાનરથી બુકિંગ: એ જ વિગતો, અને તમે પસંદ કરેલો લિફ્ટ પ્લાન, સાઇટ વિઝિટ ગોઠવવા અને તેનું ક્વોટેશન આપવા માટે.",
    collectInquiry: "સંપર્ક ઇન્ક્વાયરી: તમારું નામ, મોબાઇલ નંબર, ઇમેઇલ અને મેસેજ, તમને જવાબ આપવા માટે.",
    collectQuestion: "પ્રશ્ન પૂછો: તમારું નામ, ઇમેઇલ અને પ્રશ્ન, તમને જવાબ આપવા માટે.",
    collectNewsletter:
      "ન્યૂઝલેટર: તમારો ઇમેઇલ, અમારી પ્રોડક્ટ્સ અને સર્વિસના ક્યારેક સમાચાર મોકલવા માટે. સબ્સ્ક્રાઇબ કરવું એ આ ઇમેઇલ માટે તમારી સંમતિ છે.",
    collectTechnical:
      "દરેક ફોર્મ સાથે અમે તમે જે પેજ પરથી મોકલ્યું તે, તમારા બ્રાઉઝરનું નામ અને તમારા ઇન્ટરનેટ સરનામાનું એવું બદલેલું રૂપ રાખીએ છીએ જેમાંથી મૂળ સરનામું પાછું મેળવી શકાતું નથી, દુરુપયોગ રોકવા માટે.",
    retentionHeading: "અમે કેટલો સમય રાખીએ છીએ",
    retention:
      "એપોઇન્ટમેન્ટ, ઇન્ક્વાયરી અને પ્રશ્નો: આવ્યા પછી {leadsMonths} મહિના. ન્યૂઝલેટર: તમે સંમતિ પાછી ખેંચો ત્યાં સુધી. સર્વિસ ટિકિટ: બંધ થયા પછી {ticketsMonths} મહિના. તે પછી તે દરરોજ આપમેળે ડિલીટ થાય છે.",
    processorsHeading: "અમારા માટે કોણ પ્રોસેસ કરે છે",
    processors:
      "{processors}. તેઓ તમારી માહિતી ફક્ત અમારી સૂચના મુજબ જ પ્રોસેસ કરે છે. અમે તમારી માહિતી વેચતા નથી કે જાહેરાત માટે વાપરતા નથી.",
    rightsHeading: "તમારા અધિકારો",
    rights:
      "અમારી પાસે તમારી જે માહિતી છે તે જોવા, તેને સુધારવા કે પૂરી કરવા, અને તેને ભૂંસાવવા તમે કહી શકો છો. તમે આપી હતી એટલી જ સહેલાઈથી તમે ગમે ત્યારે સંમતિ પાછી ખેંચી શકો છો. તમારું અવસાન થાય કે તમે જાતે આ અધિકારો વાપરી ન શકો ત્યારે તમારા વતી વાપરવા તમે કોઈને નોમિનેટ કરી શકો છો.",
    howHeading: "તે કેવી રીતે વાપરવા",
    how: "અમે મોકલીએ તે દરેક ઇમેઇલમાં તમારી વ્યક્તિગત લિંક હોય છે, જ્યાં તમે એક જ પગલામાં સંમતિ પાછી ખેંચી શકો છો અથવા તમારી માહિતી ભૂંસાવી શકો છો. બાકી કંઈ પણ માટે {contact}ને {email} પર લખો. અમે {days} દિવસમાં જવાબ આપીએ છીએ.",
    complainHeading: "જો તમને સંતોષ ન હોય",
    complain:
      "પહેલા {contact}ને લખો. જો અમારા જવાબથી વાત ન પતે, તો તમે ભારતના ડેટા પ્રોટેક્શન બોર્ડને ફરિયાદ કરી શકો છો.",
    versions:
      "દરેક ફોર્મ પાસેની ટૂંકી નોટિસનું એક વર્ઝન હોય છે, અને તમે જે મોકલો તેની સાથે અમે નોંધીએ છીએ કે તમે કયું વર્ઝન, કઈ ભાષામાં અને ક્યારે જોયું.",
  },
  hi: {
    title: "प्राइवेसी नोटिस",
    intro:
      "{company} निजी जानकारी सिर्फ़ इस वेबसाइट के फ़ॉर्म से लेती है। इस नोटिस में लिखा है कि हम क्या लेते हैं, क्यों, कितने समय तक रखते हैं, इसमें हमारी मदद कौन करता है, और आप क्या कर सकते हैं।",
    whoHeading: "हम कौन हैं",
    who: "{legalName}, {address}। अपनी जानकारी के बारे में किसी भी सवाल के लिए {contact} को {email} पर लिखें।",
    collectHeading: "हर फ़ॉर्म क्या लेता है और क्यों",
    collectAppointment:
      "अपॉइंटमेंट बुक करें: आपका नाम, मोबाइल नंबर, ईमेल, पद, कंपनी, प्रोजेक्ट की जानकारी और पसंद की तारीख, अपॉइंटमेंट तय करने और उसके फ़ॉलो-अप के लिए।",
    collectPlanner:
      "लिफ्ट प्लानर से बुकिंग: वही जानकारी, और आपका चुना लिफ्ट प्लान, साइट विज़िट तय करने और उसका कोटेशन देने के लिए।",
    collectInquiry: "संपर्क इन्क्वायरी: आपका नाम, मोबाइल नंबर, ईमेल और मैसेज, आपको जवाब देने के लिए।",
    collectQuestion: "सवाल पूछें: आपका नाम, ईमेल और सवाल, आपको जवाब देने के लिए।",
    collectNewsletter:
      "न्यूज़लेटर: आपका ईमेल, हमारे प्रोडक्ट और सर्विस की कभी-कभार खबरें भेजने के लिए। सब्सक्राइब करना इन ईमेल के लिए आपकी सहमति है।",
    collectTechnical:
      "हर फ़ॉर्म के साथ हम वह पेज जिससे आपने भेजा, आपके ब्राउज़र का नाम और आपके इंटरनेट पते का ऐसा बदला हुआ रूप रखते हैं जिससे असली पता वापस नहीं निकाला जा सकता, दुरुपयोग रोकने के लिए।",
    retentionHeading: "हम कितने समय तक रखते हैं",
    retention:
      "अपॉइंटमेंट, इन्क्वायरी और सवाल: आने के बाद {leadsMonths} महीने। न्यूज़लेटर: जब तक आप सहमति वापस न लें। सर्विस टिकट: बंद होने के बाद {ticketsMonths} महीने। उसके बाद ये हर दिन अपने आप डिलीट हो जाते हैं।",
    processorsHeading: "हमारे लिए कौन प्रोसेस करता है",
    processors:
      "{processors}। वे आपकी जानकारी सिर्फ़ हमारे निर्देश पर प्रोसेस करते हैं। हम आपकी जानकारी न बेचते हैं, न विज्ञापन के लिए इस्तेमाल करते हैं।",
    rightsHeading: "आपके अधिकार",
    rights:
      "हमारे पास आपकी जो जानकारी है उसे देखने, उसे सुधारने या पूरा करने, और उसे मिटाने के लिए आप कह सकते हैं। आप जितनी आसानी से सहमति देते हैं, उतनी ही आसानी से कभी भी उसे वापस ले सकते हैं। आपकी मृत्यु होने पर या खुद इन अधिकारों का इस्तेमाल न कर पाने पर आपकी ओर से इस्तेमाल के लिए आप किसी को नॉमिनेट कर सकते हैं।",
    howHeading: "इनका इस्तेमाल कैसे करें",
    how: "हमारे भेजे हर ईमेल में आपका निजी लिंक होता है, जहाँ आप एक ही कदम में सहमति वापस ले सकते हैं या अपनी जानकारी मिटवा सकते हैं। बाकी किसी भी बात के लिए {contact} को {email} पर लिखें। हम {days} दिन में जवाब देते हैं।",
    complainHeading: "अगर आप संतुष्ट नहीं हैं",
    complain:
      "पहले {contact} को लिखें। अगर हमारे जवाब से बात न सुलझे, तो आप भारत के डेटा प्रोटेक्शन बोर्ड से शिकायत कर सकते हैं।",
    versions:
      "हर फ़ॉर्म के पास के छोटे नोटिस का एक वर्ज़न होता है, और आपकी भेजी जानकारी के साथ हम दर्ज करते हैं कि आपने कौन सा वर्ज़न, किस भाषा में और कब देखा।",
  },
};

/** The company's values the full notice names. */
function noticeValues(): Record<string, string | number> {
  const office = company.headOffice;
  const { privacy } = company;
  return {
    company: company.name,
    legalName: company.legalName,
    address: `${office.street}, ${office.city} ${office.postalCode}, ${office.region}`,
    contact: privacy.contact.name,
    email: privacy.contact.email,
    days: privacy.grievanceResponseDays,
    leadsMonths: privacy.retentionMonths.leads,
    ticketsMonths: privacy.retentionMonths.closedTickets,
    processors: privacy.processors.map((processor) => `${processor.name}: ${processor.purpose}`).join("; "),
  };
}

/** The full notice in `locale`, every placeholder filled from the company config. */
export function privacyNotice(locale: Locale): PrivacyNoticeText {
  const values = noticeValues();
  const text = PRIVACY_NOTICE[locale];
  return Object.fromEntries(
    Object.entries(text).map(([key, template]) => [key, fillMessage(template, values)]),
  ) as PrivacyNoticeText;
}
