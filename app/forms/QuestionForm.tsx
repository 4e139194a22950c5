/** Placeholder until the Forms issue lands: a plain form posting to the API. */
import { LEAD_FORMS } from "../../contracts/leads.ts";

export function QuestionForm() {
  return <form method="post" action={LEAD_FORMS.question.path} aria-label="QuestionForm" />;
}
