/**
 * The service request form of /service: a breakdown or a service visit, which becomes a ticket.
 * A real `<form method="post">` to its own page (it works without JavaScript: stored, the page
 * answers 303 to the tracking page; refused, it shows the form again with what was sent). With JavaScript it runs the sending form's state machine (useSendingForm.ts) over
 * its client (service-client.ts, post-form.ts), loaded on first focus, and on success shows the ticket's number and tracking
 * link. Choosing "someone is trapped" puts the 24/7 call button right under the choice.
 */
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import { SOURCE_PAGE_FIELD } from "../../contracts/leads/fields.ts";
import { localizedPath } from "../../contracts/locales.ts";
import { SERVICE_PATH } from "../../contracts/paths.ts";
import { SERVICE_MAX_LENGTH, SERVICE_PROBLEMS, UNDER_AMC } from "../../contracts/service/choices.ts";
import { m } from "../../messages/compiled/messages.js";
import { useCompany } from "../components/chrome.ts";
import { useLocale } from "../i18n.ts";
import { ChoiceField } from "./choice-fields.tsx";
import { EmergencyCall, withSupportCall } from "./EmergencyCall.tsx";
import { FormFrame } from "./FormFrame.tsx";
import { EmailField, MobileField, NameField, TextareaField, TextField } from "./field-controls.tsx";
import { useIdPrefix } from "./form-context.ts";
import { FormStatus } from "./form-parts.tsx";
import type { TicketAnswer } from "./service-client.ts";
import { problemLabel, serviceFieldLabels, underAmcLabel } from "./service-labels.ts";
import { type LeadFormOptions, loadOnce, useSendingForm } from "./useSendingForm.ts";
import "./service-form.css";

const loadServiceClientModule = loadOnce(() => import("./service-client.ts"));

/**
 * The form's fields in their order on the page, each with the id of the control a summary links to
 * (a choice's first option).
 */
export const serviceFieldTargets = (idPrefix: string) =>
  [
    ["problem", `${idPrefix}-problem-${SERVICE_PROBLEMS[0]}`],
    ...["description", "floor", "preferredTime", "building", "city", "address", "liftId"].map(
      (name) => [name, `${idPrefix}-${name}`] as const,
    ),
    ["underAmc", `${idPrefix}-underAmc-${UNDER_AMC[0]}`],
    ...["name", "mobileNo", "email"].map((name) => [name, `${idPrefix}-${name}`] as const),
  ] as const;

export interface ServiceFormProps extends LeadFormOptions {
  /** Id of the visible heading that names the form. */
  labelledBy: string;
  /** The prefix of the fields' ids, when the page links to them (serviceFieldTargets). */
  idPrefix?: string;
  /** Told whenever "someone is trapped" is chosen or unchosen. */
  onTrapped?: (trapped: boolean) => void;
}

export function ServiceForm({ labelledBy, onTrapped, idPrefix: givenPrefix, ...options }: ServiceFormProps) {
  const locale = useLocale();
  const success = useCallback((answer: TicketAnswer | undefined) => answer?.message ?? "", []);
  const values = options.initial?.values ?? {};
  const [trapped, setTrapped] = useState(values.problem === "trapped");
  // A kept draft (form-draft.ts) with "someone is trapped" chosen shows the call button too.
  const onRestore = useCallback(
    (restored: Readonly<Record<string, string>>) => {
      setTrapped(restored.problem === "trapped");
      onTrapped?.(restored.problem === "trapped");
    },
    [onTrapped],
  );
  // Its failure text names the 24/7 number as the page shows it (the company's, as published).
  const supportPhone = useCompany().phones.support.display;
  const loadServiceClient = useCallback(
    () => loadServiceClientModule().then((client) => client.serviceClientOf(supportPhone)),
    [supportPhone],
  );
  const form = useSendingForm(loadServiceClient, success, locale, {
    draft: "service",
    onRestore,
    ...options,
  });
  const ownPrefix = useIdPrefix("service");
  const idPrefix = givenPrefix ?? ownPrefix;
  /** The ticket the visitor chose to put aside to report another problem. */
  const [dismissed, setDismissed] = useState<TicketAnswer>();
  // The report was refused or could not go (with JavaScript, or shown again by the server after a
  // post without it): the alert under "someone is trapped" must not promise the form sends it.
  const notSent = form.status === "error" || (form.status === "idle" && options.initial !== undefined);
  const ticket = form.status === "success" && form.answer !== dismissed ? form.answer : undefined;

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    form.onChange(event);
    const target = event.target as unknown as HTMLInputElement;
    if (target.name !== "problem") return;
    setTrapped(target.value === "trapped");
    onTrapped?.(target.value === "trapped");
  };

  const another = () => {
    setDismissed(form.answer);
    setTrapped(false);
    onTrapped?.(false);
  };

  useEffect(() => {
    // The form is shown again: the visitor starts at its first choice.
    if (dismissed) form.formRef.current?.querySelector<HTMLInputElement>("input[name=problem]")?.focus();
  }, [dismissed, form.formRef]);

  const field = (name: string) => `${idPrefix}-${name}`;
  // Without JavaScript the form posts to its own page, which stores it (app/routes/service.tsx).
  const servicePage = localizedPath(SERVICE_PATH, locale);
  return (
    <>
      <FormFrame
        form={form}
        action={servicePage}
        idPrefix={idPrefix}
        className="lead-form lead-form--columns service-form"
        labelledBy={labelledBy}
        labels={serviceFieldLabels(locale)}
        values={values}
        hidden={{ [SOURCE_PAGE_FIELD]: servicePage }}
        texts={{
          submit: m.service_submit({}, { locale }),
          busy: m.service_busy({}, { locale }),
          trap: m.service_trap_label({}, { locale }),
          required: [m.service_required_before({}, { locale }), m.service_required_after({}, { locale })],
        }}
        notice={m.service_form_privacy_notice}
        status={
          <FormStatus
            status={form.status === "success" ? "idle" : form.status}
            message={form.message}
            render={withSupportCall}
          />
        }
        hiddenForm={ticket !== undefined}
        onChange={onChange}
      >
        <h3 className="service-form__group">{m.service_group_problem({}, { locale })}</h3>
        <ChoiceField
          name="problem"
          legend={m.service_field_problem({}, { locale })}
          options={SERVICE_PROBLEMS}
          labelOf={(problem) => problemLabel(problem, locale)}
          defaultValue=""
          required
          wide
        />
        {trapped && (
          <div className="service-form__trapped field--wide" role="alert" aria-labelledby={field("trapped")}>
            <h4 id={field("trapped")} className="service-form__trapped-title">
              {m.service_trapped_title({}, { locale })}
            </h4>
            <EmergencyCall />
            <p>{(notSent ? m.service_trapped_text_not_sent : m.service_trapped_text)({}, { locale })}</p>
          </div>
        )}
        <TextareaField
          name="description"
          required
          maxLength={SERVICE_MAX_LENGTH.description}
          rows={4}
          placeholder={m.service_placeholder_description({}, { locale })}
        />
        <TextField
          name="floor"
          required
          maxLength={SERVICE_MAX_LENGTH.floor}
          hint={m.service_hint_floor({}, { locale })}
        />
        <TextField
          name="preferredTime"
          maxLength={SERVICE_MAX_LENGTH.preferredTime}
          hint={m.service_hint_preferred_time({}, { locale })}
        />

        <h3 className="service-form__group">{m.service_group_site({}, { locale })}</h3>
        <TextField
          name="building"
          required
          autoComplete="organization"
          maxLength={SERVICE_MAX_LENGTH.building}
        />
        <TextField name="city" required autoComplete="address-level2" maxLength={SERVICE_MAX_LENGTH.city} />
        <TextField
          name="address"
          required
          wide
          autoComplete="address-line1"
          maxLength={SERVICE_MAX_LENGTH.address}
          placeholder={m.service_placeholder_address({}, { locale })}
        />
        <TextField
          name="liftId"
          spellCheck={false}
          maxLength={SERVICE_MAX_LENGTH.liftId}
          hint={m.service_hint_lift_id({}, { locale })}
        />
        <ChoiceField
          name="underAmc"
          legend={m.service_field_under_amc({}, { locale })}
          options={UNDER_AMC}
          labelOf={(answer) => underAmcLabel(answer, locale)}
          defaultValue=""
          required
        />

        <h3 className="service-form__group">{m.service_group_contact({}, { locale })}</h3>
        <NameField required placeholder={m.service_placeholder_name({}, { locale })} />
        <MobileField required placeholder={m.service_placeholder_mobile({}, { locale })} />
        <EmailField hint={m.service_hint_email({}, { locale })} wide />
      </FormFrame>
      {ticket && <TicketReceived ticket={ticket} onAnother={another} />}
    </>
  );
}

/** The ticket's number and tracking link, in place of the form once it is sent. */
function TicketReceived({ ticket, onAnother }: { ticket: TicketAnswer; onAnother: () => void }) {
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const [link, setLink] = useState(ticket.trackPath);
  useEffect(() => {
    heading.current?.focus();
    setLink(new URL(ticket.trackPath, window.location.href).href);
  }, [ticket]);
  return (
    <div className="service-sent">
      <h3 ref={heading} tabIndex={-1} className="service-sent__title">
        {m.service_sent_title({}, { locale })}
      </h3>
      <p>{ticket.message}</p>
      <p className="service-sent__ticket">
        <span>{m.service_sent_ticket({}, { locale })}</span>
        <strong>{ticket.ticket}</strong>
      </p>
      <p>
        <a className="button button--primary" href={ticket.trackPath}>
          {m.service_sent_track({}, { locale })}
        </a>
      </p>
      <p className="service-sent__link">{link}</p>
      <p>{m.service_sent_keep({}, { locale })}</p>
      <p>{m.service_sent_next({}, { locale })}</p>
      <button type="button" className="button button--outline" onClick={onAnother}>
        {m.service_sent_another({}, { locale })}
      </button>
    </div>
  );
}
