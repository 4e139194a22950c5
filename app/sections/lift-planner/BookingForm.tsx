/**
 * The appointment form under the planner's answer, filled in for the people who plan lifts
 * (booking as a company, for a new building). The chosen model and the visitor's figures join it
 * as the hidden `plan` field, which the planner renders outside this form (form="…").
 */
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import { PLANNER_BOOKING_FORM } from "./LiftPlanner.tsx";

export function BookingForm() {
  return (
    <AppointmentForm
      id={PLANNER_BOOKING_FORM}
      labelledBy="planner-book-title"
      defaults={{ category: "Corporate", projectType: "New Construction" }}
    />
  );
}
