/** The documents on the Certification page: portrait images, 850 x 1100, in every language (`certificatesIn`). */
import type { Certificate } from "./info.schema.ts";
import { certificates as gu } from "./locales/gu/certificates.ts";
import { certificates as hi } from "./locales/hi/certificates.ts";
import { type Localized, localized, type Translation } from "./localize.ts";

export type { Certificate };
export const certificates: Certificate[] = [
  {
    id: "iso",
    title: "ISO Certification",
    caption:
      "ISO 9001:2015-style quality management certificate covering the design, manufacture, installation and maintenance of our elevators (sample document).",
    image: "certificates/iso-certificate.svg",
    alt: "ISO 9001:2015 quality management system certificate issued to Urdhva Elevators (sample)",
  },
  {
    id: "quality-policy",
    title: "Quality Policy",
    caption:
      "Our quality policy, signed by the managing director: safe lifts built to Indian standards, trained engineers and continual improvement, reviewed every year (sample document).",
    image: "certificates/quality-policy.svg",
    alt: "The Urdhva Elevators quality policy document, signed by the managing director (sample)",
  },
  {
    id: "business-listing",
    title: "Business Directory Listing",
    caption:
      "Our verified business-directory listing, confirming our address in Surat, our products and services, and our years in business since 2014 (sample document).",
    image: "certificates/business-directory-listing.svg",
    alt: "Verified business-directory listing certificate for Urdhva Elevators, Surat (sample)",
  },
];

export type CertificatesTexts = Translation<Certificate[]>;

/** The documents' titles, captions and alt texts in a page's language. */
export const certificatesIn: Localized<Certificate[]> = localized("certificates", certificates, {
  gu,
  hi,
});
