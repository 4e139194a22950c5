import type { CompanyTexts } from "../../company.ts";

export const companyTexts: CompanyTexts = {
  tagline: "लिफ्ट और एलिवेटर के सारे समाधान एक ही छत के नीचे",
  phones: { sales: { label: "सेल्स" }, support: { label: "24/7 सपोर्ट" } },
  headOffice: {
    name: "मुख्य ऑफ़िस और फ़ैक्ट्री",
    street: "प्लॉट 00, सैंपल इंडस्ट्रियल एस्टेट, उधना",
    city: "सूरत",
    region: "गुजरात",
  },
  branches: [
    { city: "सूरत", street: "सैंपल प्लाज़ा, रिंग रोड" },
    { city: "अहमदाबाद", street: "सैंपल टावर, एस.जी. हाईवे" },
    { city: "वडोदरा", street: "सैंपल कॉम्प्लेक्स, अलकापुरी" },
    { city: "राजकोट", street: "सैंपल हाउस, कालावड रोड" },
    { city: "वापी", street: "सैंपल एस्टेट, जीआईडीसी" },
  ],
  hours: [{ days: "सोमवार से शुक्रवार" }, { days: "शनिवार" }, { days: "रविवार" }],
  footerTags: ["सुरक्षा", "गुणवत्ता", "नवाचार", "सर्विस"],
  privacy: {
    contact: { name: "डेटा प्रोटेक्शन ऑफ़िसर (सैंपल)" },
    processors: [{ name: "Sample Mail Services (sample)", purpose: "हमारे ईमेल भेजती है" }],
  },
};
