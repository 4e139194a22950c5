import type { CompanyTexts } from "../../company.ts";

export const companyTexts: CompanyTexts = {
  tagline: "લિફ્ટ અને એલિવેટરના દરેક ઉકેલ એક જ છત નીચે",
  phones: { sales: { label: "સેલ્સ" }, support: { label: "24/7 સપોર્ટ" } },
  headOffice: {
    name: "મુખ્ય ઑફિસ અને ફેક્ટરી",
    street: "પ્લોટ 00, સેમ્પલ ઇન્ડસ્ટ્રિયલ એસ્ટેટ, ઉધના",
    city: "સુરત",
    region: "ગુજરાત",
  },
  branches: [
    { city: "સુરત", street: "સેમ્પલ પ્લાઝા, રિંગ રોડ" },
    { city: "અમદાવાદ", street: "સેમ્પલ ટાવર, એસ.જી. હાઇવે" },
    { city: "વડોદરા", street: "સેમ્પલ કોમ્પ્લેક્સ, અલકાપુરી" },
    { city: "રાજકોટ", street: "સેમ્પલ હાઉસ, કાલાવડ રોડ" },
    { city: "વાપી", street: "સેમ્પલ એસ્ટેટ, જીઆઇડીસી" },
  ],
  hours: [{ days: "સોમવારથી શુક્રવાર" }, { days: "શનિવાર" }, { days: "રવિવાર" }],
  footerTags: ["સલામતી", "ગુણવત્તા", "નવીનતા", "સર્વિસ"],
  privacy: {
    contact: { name: "ડેટા પ્રોટેક્શન ઑફિસર (સેમ્પલ)" },
    processors: [{ name: "Sample Mail Services (sample)", purpose: "અમારા ઈમેલ મોકલે છે" }],
  },
};
