/** The newsletter subscription: its privacy notice in each language (see ../privacy-notices.ts). */
import type { NoticeTexts } from "./notice.ts";

export const newsletterNotice: NoticeTexts = {
  en: "Subscribing is your consent to occasional emails about our products and services. We keep your email until you withdraw, with the link in every email.",
  gu: "સબ્સ્ક્રાઇબ કરીને તમે અમારી પ્રોડક્ટ્સ અને સર્વિસ વિશે ક્યારેક ઈમેલ મેળવવા સંમતિ આપો છો. દરેક ઈમેલમાંની લિંકથી તમે સંમતિ પાછી ખેંચો ત્યાં સુધી અમે તમારો ઈમેલ રાખીએ છીએ.",
  hi: "सब्सक्राइब करके आप हमारे प्रोडक्ट और सर्विस के बारे में कभी-कभार ईमेल पाने की सहमति देते हैं। हर ईमेल में दिए लिंक से सहमति वापस लेने तक हम आपका ईमेल रखते हैं।",
};
