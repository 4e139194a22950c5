import type { CompanyPrivacyTexts } from "../../company-privacy.ts";

export const companyPrivacyTexts: CompanyPrivacyTexts = {
  contact: { name: "डेटा प्रोटेक्शन ऑफ़िसर (सैंपल)" },
  processors: [{ name: "Sample Mail Services (sample)", purpose: "हमारे ईमेल भेजती है" }],
};
