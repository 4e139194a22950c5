/**
 * The sample warranty document of our placeholder brand: three A4 pages of terms, with every
 * company fact (name, phones, emails, offices, hours) from the company given: content/company.ts
 * for the file in the repository, the company as published when the server makes it. The output
 * is deterministic, so making it again without a change of text or facts gives the same bytes.
 */
import { PDFDocument } from "pdf-lib";
import { type Company, openingTimes, company as writtenCompany } from "../../content/company.ts";
import { COLORS, FlowLayout, MARGIN, type TableRow, TEXT_WIDTH } from "./pdf-layout.ts";

/** Where the server serves it from, as /uploads/WarrantyPdf/warranty.pdf. */
export const WARRANTY_PDF_PATH = "uploads/WarrantyPdf/warranty.pdf";
const ISSUED = new Date("2026-01-01T00:00:00Z");

const officeHours = (company: Company) => {
  const times = openingTimes("en", company.hours);
  return company.hours.map((slot, index) => `${slot.days}: ${times[index] ?? "closed"}`).join("; ");
};

/** Title, subtitle and the "sample" notice at the top of page 1. */
function titleBlock(layout: FlowLayout, company: Company) {
  layout.y -= 14;
  layout.text(MARGIN.left, layout.y, "Elevator Warranty", { size: 26, bold: true, color: COLORS.navy });
  layout.y -= 22;
  layout.text(MARGIN.left, layout.y, "Terms of the limited warranty on new lifts, and how to claim", {
    size: 12,
    color: COLORS.muted,
  });
  layout.y -= 26;
  layout.rect(MARGIN.left, layout.y - 30, TEXT_WIDTH, 42, COLORS.notice);
  layout.rect(MARGIN.left, layout.y - 30, 4, 42, COLORS.red);
  layout.text(MARGIN.left + 14, layout.y - 3, "SAMPLE DOCUMENT", { size: 10, bold: true, color: COLORS.red });
  layout.text(
    MARGIN.left + 14,
    layout.y - 18,
    `${company.name} is a placeholder brand. These terms illustrate the website and bind no one.`,
    { size: 9.5 },
  );
  layout.y -= 56;
}

/** The warranty terms, section by section. */
function terms(layout: FlowLayout, company: Company) {
  const office = company.headOffice;
  layout.paragraph(
    `Thank you for choosing ${company.name}. Every lift we supply is designed, installed and tested by our own engineers before it is handed over. This document explains what the warranty covers, for how long, what it does not cover, and what to do if something goes wrong.`,
  );

  layout.heading(1, "Who and what this warranty covers");
  layout.paragraph(
    `The warranty is given by ${company.legalName} ("we") to the purchaser named in the handover certificate ("you") for a new lift supplied and installed by us at the site named there. It covers the lift equipment we supplied: machine, controller and drive, car and landing doors, door operator, car frame and cabin, guide rails, safety gear, governor, buffers, wiring and fixtures.`,
  );

  layout.heading(2, "Warranty period");
  layout.table([
    [
      "Parts and workmanship",
      "12 months from the date of handover, or 18 months from delivery of the material to site, whichever ends first.",
    ],
    ["Machine and gearbox", "24 months from the date of handover, for manufacturing defects."],
    ["Free maintenance", "Monthly preventive maintenance visits during the 12-month warranty period."],
    [
      "Repaired parts",
      "A part repaired or replaced under warranty is covered for the rest of the original period.",
    ],
  ]);

  layout.heading(3, "What we will do");
  layout.bullets([
    "Repair or, at our choice, replace any part that fails because of a defect in material or workmanship, free of charge, including labour and travel.",
    "Attend breakdown calls at any hour through our 24/7 support line, and free a trapped passenger as the first priority.",
    "Keep a service record of every visit and repair, signed by our technician and your representative.",
    "Use only genuine or equivalent-quality spare parts that meet the original specification.",
  ]);

  layout.heading(4, "What is not covered");
  layout.paragraph("The warranty does not cover failures or damage caused by:");
  layout.bullets([
    "Misuse, overloading beyond the rated capacity, vandalism, or use of a passenger lift to carry goods or construction material.",
    "Water entering the pit, shaft or machine room, fire, flood, earthquake, lightning or other events beyond our control.",
    "Voltage fluctuations, a missing or faulty earth, or an electrical supply outside the limits stated in our drawings; we recommend a stabiliser and a separate earth pit.",
    "Work on the lift by anyone other than our engineers, or changes to the lift without our written approval.",
    "Civil work, lift-well finishes, landing door frames grouted by others, and building services not supplied by us.",
    "Consumables and wear items such as bulbs, fuses, batteries of the rescue device after 6 months, and door-shoe inserts.",
    "Cosmetic marks on stainless steel or glass after handover, and normal wear and tear.",
  ]);

  layout.heading(5, "Maintenance and AMC after the warranty");
  layout.paragraph(
    "A lift is safe only when it is maintained. During the warranty we service the lift every month at no charge. When the warranty ends we offer an annual maintenance contract (AMC) so that care continues without a gap:",
  );
  layout.bullets([
    "Standard AMC: monthly preventive maintenance, lubrication, safety checks, 24/7 breakdown calls and a written report after every visit. Spare parts are charged.",
    "Comprehensive AMC: everything in the standard AMC plus spare parts, except parts damaged by the causes listed in section 4.",
    "Annual renewal of the lift licence with the office of the Chief Electrical Inspector, on request.",
  ]);
  layout.paragraph(
    "If the lift is not maintained by us or another competent lift company for more than 60 days after the warranty ends, we may inspect it and quote for repairs before taking it under an AMC.",
  );

  layout.heading(6, "How to make a claim");
  layout.bullets([
    `Call our 24/7 support line on ${company.phones.support.display} or email ${company.emails.support}. If someone is trapped, say so first.`,
    "Tell us the site address, the lift number from the handover certificate, and what happened. Photos or a short video help.",
    "Switch the lift off at the main switch if it is unsafe, and keep people out of it until our technician arrives.",
    "Our technician inspects the lift, explains the cause and repairs it. If a part must be ordered, we tell you when it will be fitted.",
    "If you are not satisfied with how a claim was handled, write to us and a senior engineer will review it within 7 working days.",
  ]);

  layout.heading(7, "Your responsibilities");
  layout.bullets([
    "Keep the machine room and pit dry, clean, locked and free of stored material.",
    "Provide a stable three-phase supply, a separate earth and the lighting and ventilation shown in our drawings.",
    "Do not allow anyone other than our engineers to work on the lift during the warranty.",
    "Keep the lift licence valid and display the rated load and emergency instructions in the car.",
  ]);

  layout.heading(8, "Contacts");
  layout.table([
    ["24/7 support", `${company.phones.support.display}  |  ${company.emails.support}`],
    ["Sales and AMC", `${company.phones.sales.display}  |  ${company.emails.sales}`],
    ["WhatsApp", company.whatsapp.display],
    [
      office.name,
      `${company.name}, ${office.street}, ${office.city} ${office.postalCode}, ${office.region}, India`,
    ],
    ...company.branches.map(
      (branch): TableRow => [`${branch.city} branch`, `${branch.phone}  |  ${branch.email}`],
    ),
    ["Office hours", `${officeHours(company)}. Breakdown support answers 24/7.`],
  ]);
  layout.paragraph(
    "This warranty is in addition to your rights under Indian consumer law and does not limit them. Keep this document with the handover certificate and the lift licence.",
    { size: 9, color: COLORS.muted },
  );
}

export async function buildWarrantyPdf(company: Company = writtenCompany): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const layout = await FlowLayout.create(pdf);
  titleBlock(layout, company);
  terms(layout, company);
  layout.frame({
    brand: company.name.toUpperCase(),
    title: "Warranty terms  |  Sample document",
    footer: `${company.legalName}  |  Sample warranty document, issued ${ISSUED.toISOString().slice(0, 10)}`,
  });

  pdf.setTitle(`${company.name}: Elevator Warranty (sample)`, { showInWindowTitleBar: true });
  pdf.setAuthor(company.legalName);
  pdf.setSubject("Terms of the limited warranty on new lifts");
  pdf.setCreator("design/warranty/make-warranty-pdf.ts");
  pdf.setProducer("pdf-lib");
  pdf.setLanguage("en-IN");
  pdf.setCreationDate(ISSUED);
  pdf.setModificationDate(ISSUED);
  return pdf.save();
}
