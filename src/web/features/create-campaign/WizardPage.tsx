import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { STEPS, stepTitle, stepFields, stepProgress, type Step } from '#contract/create-campaign-fields';
import { CAMPAIGN_KINDS, type CampaignKind } from '#contract/enums';
import { m } from '#i18n/paraglide/messages.js';
import { useIsOffline } from '#web/lib/network';
import { ErrorPage } from '#web/ui/ErrorPage';
import { afterLoad } from '#web/ui/deferred';
import css from '#web/ui/form.module.css';
import ui from '#web/ui/ui.module.css';
import { currentUserId, getSession } from '#web/lib/session';
import { meQuery } from '#web/lib/me-query';
import { fieldName, preloadStepParts, StepFields, stepPartsLoaded } from './StepFields';
import { loadDraftStore, useWizardDraft } from './use-wizard-draft';
import { emptyValues, valuesFromDraft, type WizardValues } from './wizard-values';
import page from './Wizard.module.css';

// What only Next, a later step or Submit needs is not loaded with the first step (issue 47: the
// wizard's first view within 150 KB): the rules (the schema library), the drafts' store, the sender,
// the file and bank fields. All of it is fetched once the page is up and the browser idle, so a
// Submit with no network needs no download (and the service worker has every chunk precached).
const loadRules = () => import('./wizard-rules');
let rulesLoaded: typeof import('./wizard-rules') | null = null;
const rules = async () => (rulesLoaded ??= await loadRules());
const loadOutbox = () => import('./outbox');
const preloadLater = () => void Promise.all([rules(), loadOutbox(), loadDraftStore(), preloadStepParts()]).catch(() => undefined);

/** Only business, charity and personal are campaign types; anything else is "Page not found". */
export function WizardPage() {
  const known = (CAMPAIGN_KINDS as readonly string[]).includes(useParams().type ?? '');
  return known ? <Wizard /> : <ErrorPage notFound />;
}

const KIND_TITLES: Record<CampaignKind, () => string> = {
  business: m.create_kind_business_campaign,
  charity: m.create_kind_charity_campaign,
  personal: m.create_kind_personal_campaign,
};
const LIVE_CHECKED = ['publicEmail', 'contactEmail', 'publicPhoneNumber', 'contactPhoneNumber'];

/** The step named in the address (`?step=2`), if it is one. */
const stepIn = (params: URLSearchParams): Step | undefined => STEPS.find((s) => String(s) === params.get('step'));
/** History state of a step entry the wizard pushed: the step it was pushed from. */
type StepState = { wizardFrom?: Step } | null;

function Wizard() {
  const kind = useParams().type as CampaignKind;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ownerId = currentUserId() ?? '';
  const offline = useIsOffline();
  // The step lives in the address, one history entry per step: the browser's Back goes to the
  // previous step, and Back on step 1 leaves the wizard (issue 44).
  const urlStep = stepIn(params);
  const step: Step = urlStep ?? 1;
  const stepRef = useRef<Step>(step);
  stepRef.current = step;
  const [submitting, setSubmitting] = useState(false);
  const restored = useRef(false);
  const [ready, setReady] = useState(false);
  const historyState = useRef<StepState>(null);
  historyState.current = location.state as StepState;

  const { loading, draft, saveError, saving, save, draftId } = useWizardDraft({
    ownerId,
    kind,
    draftId: params.get('draft'),
    // From now on a reload (or a closed tab reopened from history) resumes this draft.
    onCreated: (id) =>
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          q.set('draft', id);
          return q;
        },
        { replace: true, state: historyState.current },
      ),
  });

  const prefilling = useRef(false);
  const queryClient = useQueryClient();
  // The page is up and the browser idle: the rest of the wizard's code, and the account's details.
  const [idle, setIdle] = useState(false);
  // After the load event and the app's ready mark (never competing with the first step for the
  // network: the bench counts what starts before both), when the browser is idle.
  useEffect(() => {
    let gone = false;
    void afterLoad().then(() => {
      if (gone) return;
      setIdle(true);
      preloadLater();
    });
    return () => {
      gone = true;
    };
  }, []);
  const form = useForm<WizardValues>({
    initialValues: emptyValues(),
    // Until the rules have loaded (at idle, or awaited by Next and Submit) a live check waits.
    // Where payouts can go (issue 44): the account number's length is checked against the chosen bank.
    validate: (values) => rulesLoaded?.stepErrors(kind, stepRef.current, values, rulesLoaded.knownBanks(queryClient)) ?? {},
    validateInputOnChange: LIVE_CHECKED,
    onValuesChange: (values) => {
      if (restored.current && !prefilling.current) void save(values, stepRef.current);
    },
  });

  /** Shows another step: a new history entry, or (`replace`) this one changed. */
  const setStep = (next: Step, replace = false) => {
    const q = new URLSearchParams(params);
    q.set('step', String(next));
    const id = draftId();
    if (id) q.set('draft', id);
    setParams(q, { replace, state: replace ? historyState.current : ({ wizardFrom: step } satisfies StepState) });
  };
  /** The page's Back: the entry this step was pushed from when there is one, so the browser's Back does not return here. */
  const back = () => {
    if (historyState.current?.wizardFrom === step - 1) void navigate(-1);
    else setStep((step - 1) as Step, true);
  };

  // Whichever way the step changed (Next, Back, the browser's buttons), the page starts at its top
  // and the draft remembers the step.
  useEffect(() => {
    if (!restored.current) return;
    window.scrollTo({ top: 0 });
    // Arriving at the step the draft is at (a resumed draft) changes nothing: saving would clear
    // a refused draft's message before the organiser has read it.
    if (draft?.step === step) return;
    void save(form.values, step, true);
    // When the step changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // Resume: every field, every file and the step come back once the draft has loaded.
  useEffect(() => {
    if (loading || restored.current) return;
    if (draft) {
      form.setValues(valuesFromDraft(draft));
      form.resetDirty();
      // Opened from the drafts list (no step in the address): the step the draft was left at.
      if (!urlStep && draft.step !== 1) setStep(draft.step as Step, true);
    }
    restored.current = true;
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, draft]);

  // What the account knows fills what is still empty (issue 44): the contact details reviewers use,
  // and, for a personal campaign, the organiser's name. Not a change of the draft by itself.
  const identifier = getSession().user?.identifier ?? '';
  const me = useQuery({ ...meQuery(identifier), enabled: Boolean(identifier) && idle });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!ready || !me.data || prefilled.current) return;
    prefilled.current = true;
    const v = form.getValues();
    const fill: Partial<WizardValues> = {};
    const name = `${me.data.firstName} ${me.data.lastName}`.trim();
    if (kind === 'personal' && !v.fullName && name) fill.fullName = name;
    if (!v.contactEmail && me.data.email) fill.contactEmail = me.data.email;
    if (!v.contactPhoneNumber && me.data.phoneNumber) fill.contactPhoneNumber = me.data.phoneNumber;
    // Field by field: setValues would also clear the errors of a step already checked.
    prefilling.current = true;
    for (const [f, value] of Object.entries(fill)) form.setFieldValue(f as keyof WizardValues, value);
    prefilling.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, me.data]);

  const queued = draft?.status === 'waiting' || draft?.status === 'sending';
  // A refusal the server tied to one field (a cover that is not really an image): its step, and a way there.
  const refusedField = draft?.status === 'error' ? draft.errorField : undefined;
  const refusedStep = refusedField ? STEPS.find((s) => (stepFields(kind, s) as string[]).includes(refusedField)) : undefined;
  useEffect(() => {
    if (refusedField && refusedStep === step && draft?.error) form.setFieldError(refusedField, draft.error);
    // When the step or the refusal changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedField, refusedStep, step, draft?.error]);
  const locked = queued || submitting;
  const [partsTried, setPartsTried] = useState(false);
  const needsParts = !stepPartsLoaded(step) && !partsTried;
  useEffect(() => {
    if (needsParts) void preloadStepParts().then(() => setPartsTried(true), () => setPartsTried(true));
  }, [needsParts]);

  const next = async () => {
    await rules();
    if (form.validate().hasErrors) return;
    // The draft exists (and this step's entry names it) before the next step's entry is pushed.
    await save(form.values, step, true);
    setStep((step + 1) as Step);
  };

  const submit = async () => {
    const { stepErrors } = await rules();
    if (form.validate().hasErrors) return;
    // A resumed or server-refused draft may hold an earlier step's problem: go and show it.
    for (const s of STEPS) {
      if (Object.keys(stepErrors(kind, s, form.values)).length) {
        stepRef.current = s;
        setStep(s);
        form.validate();
        return;
      }
    }
    setSubmitting(true);
    try {
      await save(form.values, step, true);
      const id = draftId();
      if (!id) return;
      const { queueDraft, submitDraft } = await loadOutbox();
      if (offline) await queueDraft(id, ownerId);
      else await submitDraft(id, ownerId);
    } finally {
      setSubmitting(false);
    }
  };

  // A later step (a resumed draft, Next before idle) is shown once its file and bank fields' code is here.
  if (loading || needsParts) return <div style={{ minHeight: '60vh' }} aria-busy="true" aria-label={m.create_loading()} />;
  // A draft opened under another type's address goes to its own wizard.
  if (draft && draft.kind !== kind) return <Navigate to={`/campaign/create/${draft.kind}?draft=${draft.id}`} replace />;

  // Drawn with plain elements over the theme's variables (ui.module.css, form.module.css): the first
  // step needs no Mantine (issue 47); the file and bank fields bring it with them at idle.
  return (
    <div className={`${ui.container} ${ui.stack} ${page.wizard}`} data-size="sm" style={{ '--gap': 'var(--mantine-spacing-lg)' } as CSSProperties}>
      <div className={ui.stack} style={{ '--gap': '6px' } as CSSProperties}>
        <Link to="/campaign/create" className={`${ui.link} ${ui.sm}`}>
          {m.create_wizard_back_link()}
        </Link>
        <h1 className={`${ui.title} ${page.title}`}>{KIND_TITLES[kind]()}</h1>
        <p className={`${ui.text} ${ui.dimmed} ${ui.sm}`}>{m.create_wizard_step({ step: String(step), title: stepTitle(step, kind) })}</p>
        <div
          className={css.progress}
          role="progressbar"
          aria-label={m.create_wizard_step_aria({ step: String(step) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={stepProgress(step)}
        >
          <div style={{ width: `${stepProgress(step)}%` }} />
        </div>
        <p className={`${ui.text} ${ui.dimmed} ${ui.xs}`} role="status">
          {saving ? m.create_wizard_saving() : draft || draftId() ? m.create_wizard_saved() : m.create_wizard_autosave()}
        </p>
      </div>

      {saveError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={m.create_wizard_not_saved()}>
          {saveError}
        </Alert>
      )}
      {queued && (
        <Alert color="blue" icon={<IconCloudUpload size={18} aria-hidden />} title={m.create_draft_waiting()}>
          {m.create_offline_queued()}
          {draft.status === 'waiting' && (
            <button
              type="button"
              className={`${ui.button} ${page.alertButton}`}
              data-variant="white"
              data-size="compact-sm"
              onClick={() => void loadDraftStore().then(([, { unqueueDraft }]) => unqueueDraft(draft.id, ownerId))}
            >
              {m.create_wizard_keep_editing()}
            </button>
          )}
        </Alert>
      )}
      {draft?.status === 'error' && draft.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={m.create_wizard_refused_title()}>
          {draft.error}
          {refusedField && refusedStep && (
            <>
              <p className={`${ui.text} ${ui.sm}`} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                {m.create_wizard_refused_about({ field: fieldName(refusedField), step: String(refusedStep), title: stepTitle(refusedStep, kind) })}
              </p>
              {step !== refusedStep && (
                <button
                  type="button"
                  className={`${ui.button} ${page.alertButton}`}
                  data-variant="white"
                  data-size="compact-sm"
                  onClick={() => {
                    const message = draft.error!;
                    setStep(refusedStep);
                    form.setFieldError(refusedField, message);
                  }}
                >
                  {m.create_wizard_go_to_step({ step: String(refusedStep) })}
                </button>
              )}
            </>
          )}
        </Alert>
      )}

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 4) void next();
          else void submit();
        }}
      >
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <StepFields kind={kind} step={step} form={form} disabled={locked} />
        </fieldset>
        <div className={`${ui.row} ${page.actions}`}>
          {step > 1 ? (
            <button type="button" className={`${ui.button} ${css.defaultButton}`} onClick={back} disabled={submitting || queued}>
              {m.create_back()}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={ui.button} disabled={queued || submitting} aria-busy={step === 4 && submitting ? true : undefined}>
            {step < 4 ? m.create_next() : m.create_submit()}
          </button>
        </div>
        {step === 4 && offline && !queued && (
          <p className={`${ui.text} ${ui.dimmed} ${ui.sm}`} style={{ textAlign: 'right', marginTop: 'var(--mantine-spacing-xs)' }}>
            {m.create_wizard_offline_submit()}
          </p>
        )}
      </form>
    </div>
  );
}

/** Mantine's light Alert, plain: an icon, a title and what it says (role="alert"). */
function Alert({ color, icon, title, children }: { color: 'red' | 'blue'; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={css.alert} data-color={color} role="alert">
      {icon}
      <div className={css.alertBody}>
        <p className={css.alertTitle}>{title}</p>
        {children}
      </div>
    </div>
  );
}
