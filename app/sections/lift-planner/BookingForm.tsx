/**
 * The appointment form under the planner's answer, filled in for the people who plan lifts
 * (booking as a company, for a new building). The chosen model and the visitor's figures join it
 * as the hidden `plan` field, which the planner renders outside this form (form="…").
 */
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import { PLANNER_IDS } from "./ids.ts";

export function BookingForm() {
  return (
    <AppointmentForm
      id={PLANNER_IDS.bookingForm}
      labelledBy={PLANNER_IDS.bookingTitle}
      defaults={{ category: "Corporate", projectType: "New Construction" }}
      notice="plannerBooking"
    />
  );
}
