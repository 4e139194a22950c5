import type { CompanyPrivacyTexts } from "../../company-privacy.ts";

export const companyPrivacyTexts: CompanyPrivacyTexts = {
  contact: { name: "ડેટા પ્રોટેક્શન ઑફિસર (સેમ્પલ)" },
  processors: [{ name: "Sample Mail Services (sample)", purpose: "અમારા ઈમેલ મોકલે છે" }],
};
