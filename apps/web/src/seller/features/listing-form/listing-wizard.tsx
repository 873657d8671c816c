// The listing form, one step at a time (docs/domain.md "Listings"). "다음" checks the step (the shared
// rules, then what the step must have) and saves the draft: the first save creates it and moves to the
// edit URL, later ones replace it, each with the version it started from (a stale one is refused).
// "임시 저장" saves as is; "심사 요청" saves and submits once nothing is missing; an uploaded photo is
// saved as it arrives. A refused save keeps everything typed and says why at the top. "다음" adds a
// history entry and "이전" goes back through it, so the phone's Back button walks the steps back; leaving
// the form with unsaved changes asks first. "심사 요청" with the condition sheet incomplete goes back to the
// sheet's step with each item's message at its field (docs/domain.md "Handover").
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors } from 'react-hook-form';
import {
  CONDITION_MESSAGES,
  LISTING_MESSAGES,
  api,
  isHighMileage,
  listingSubmittedNotice,
  type ListingInput,
  type ListingSaved,
  formatNumber,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { isRefusal, refusalText } from '@/lib/call';
import { useSchemaForm } from '@/lib/form';
import { cn } from '@/lib/cn';
import { getMyAuction } from '../../api/get-my-auction';
import { sellerSession } from '../../session';
import { sellerKeys } from '../../api/query-keys';
import { sendSellerWrite, useSellerWrite } from '../../api/seller-write';
import {
  LISTING_STEPS,
  listingFormSchema,
  missingForReview,
  missingInStep,
  parseNumberText,
  stepOfField,
  type ListingFormValues,
  type ListingStepId,
} from '../../lib/listing-form';
import { useLeaveGuard } from './use-leave-guard';
import { ConditionStep } from './condition-step';
import { OwnerStep } from './owner-step';
import { PhotosStep } from './photos-step';
import { PlaceStep } from './place-step';
import { ReviewStep } from './review-step';
import { SheetStep } from './sheet-step';
import { Stepper } from './stepper';
import { VehicleStep } from './vehicle-step';
import styles from './listing-wizard.module.css';
import { askConfirm, showAlert } from '@/components/ui/app-dialog';

export const CHECK_FIELDS_MESSAGE = '빠졌거나 잘못 입력한 항목이 있습니다. 표시된 칸을 확인해주세요.';
export const MISSING_BEFORE_SUBMIT = '아직 입력하지 않은 항목이 있습니다. 아래 목록을 확인해주세요.';

/** The step in the URL (`?step=2`), so a reload stays on it; a new listing always starts at the first. */
export function stepFromParam(param: string | null, hasDraft: boolean): ListingStepId {
  const index = Number(param) - 1;
  const step = hasDraft && Number.isInteger(index) ? LISTING_STEPS[index] : undefined;
  return step?.id ?? 'vehicle';
}

const stepNumber = (step: ListingStepId) => LISTING_STEPS.findIndex((s) => s.id === step) + 1;

/** The history entry "다음" adds: the step it came from, so "이전" there may go back to it. */
type StepEntryState = { fromStep?: number } | null;

/** The form fields in the order the form shows them, to find the first one with an error. */
const FIELD_ORDER: readonly (keyof ListingFormValues)[] = [
  'brandId',
  'model',
  'year',
  'mileage',
  'fuel',
  'color',
  'hasAccident',
  'accidentParts',
  'purpose',
  'licensePlateDesuetude',
  'officialIncome',
  'secondaryKey',
  'repair',
  'structureChange',
  'otherRepair',
  'warrantyExpirationDate',
  'etc',
  'conditionReport',
  'images',
  'region1',
  'region2',
  'region3',
  'hopePriceManwon',
  'plateNumber',
];

/**
 * A message at the top: about the fields (gone once every field's message is), or the server's answer
 * (a stale save's with a way to reload).
 */
type Notice = { tone: 'error' | 'info'; text: string; isAboutFields?: boolean; offersReload?: boolean };

type ListingWizardProps = {
  /** The draft's id, or null before the first save. */
  id: number | null;
  initial: ListingFormValues;
  /** The saved listing's version the form starts from (none before the first save). */
  version?: number;
};

export function ListingWizard({ id, initial, version }: ListingWizardProps) {
  const formId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const step = stepFromParam(params.get('step'), id !== null);
  const index = stepNumber(step) - 1;
  const form = useSchemaForm<ListingFormValues, ListingInput>(listingFormSchema, initial, {
    shouldFocusError: false,
  });
  /** The version the next save sends: the last save's answer, else the one the form started from. */
  const versionRef = useRef(version);
  /** Saves go one after another (each needs the version the one before answered). */
  const saveQueue = useRef<Promise<unknown>>(Promise.resolve());
  /** The values as last saved (or loaded): anything else is an unsaved change. */
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(initial));
  const hasUnsaved = JSON.stringify(form.watch()) !== savedValues;
  const leaveGuard = useLeaveGuard(hasUnsaved);
  /** A mileage above HIGH_MILEAGE_KM the seller confirmed (a saved one was confirmed before). */
  const confirmedMileage = useRef(parseNumberText(initial.mileage));
  // The first save creates the draft (POST), each later one replaces it whole, photos included (PUT).
  const create = useSellerWrite(
    (body: ListingInput) => sendSellerWrite(api.listings.create, { body }),
    sellerKeys.auctions(),
  );
  const update = useSellerWrite(
    ({ id: draftId, body }: { id: number; body: ListingInput }) =>
      sendSellerWrite(api.listings.update, { params: { id: draftId }, body }),
    sellerKeys.auctions(),
  );
  // Marked stale, not refetched here: the open edit page would turn into "cannot edit" before the form
  // moves on to the detail page, which fetches it afresh.
  const submitListing = useSellerWrite(
    (draftId: number) => sendSellerWrite(api.listings.submit, { params: { id: draftId } }),
    sellerKeys.auctions(),
    'none',
  );
  const me = sellerSession.useMe();
  const needsName = Boolean(me.data && me.data.name.trim() === '');
  const [notice, setNotice] = useState<Notice | null>(null);
  const isBusy = create.isPending || update.isPending || submitListing.isPending;
  const bodyRef = useRef<HTMLDivElement>(null);
  /** The last request to focus the first field with a message, on the step that shows it. */
  const [focusRequest, setFocusRequest] = useState<{ n: number; step: ListingStepId } | null>(null);
  /** The request already served: a step shown again later is not focused again. */
  const focusServed = useRef(0);
  const requestFocus = (target: ListingStepId) =>
    setFocusRequest((request) => ({ n: (request?.n ?? 0) + 1, step: target }));

  // After a refusal, the first field with a message takes the focus (once its step is on screen).
  useEffect(() => {
    if (!focusRequest || focusRequest.step !== step || focusServed.current === focusRequest.n) {
      return;
    }
    focusServed.current = focusRequest.n;
    const invalid = bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, select, textarea, button');
    target?.focus();
    (invalid ?? target)?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest, step]);

  /**
   * Shows another step: "다음" adds a history entry (so Back returns), a jump or a correction replaces
   * the current one.
   */
  const goTo = (next: ListingStepId, how: 'push' | 'replace' = 'replace') => {
    setNotice(null);
    setParams(
      { step: String(stepNumber(next)) },
      how === 'push' ? { state: { fromStep: index + 1 } } : { replace: true },
    );
    window.scrollTo({ top: 0 });
  };

  /** "이전": back through the history when "다음" came from there, else to the step before in place. */
  const goBack = () => {
    const previous = LISTING_STEPS[index - 1]?.id ?? 'vehicle';
    if ((location.state as StepEntryState)?.fromStep === index) {
      setNotice(null);
      void navigate(-1);
      return;
    }
    goTo(previous);
  };

  const onInvalid = (errors: FieldErrors<ListingFormValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    const target = first ? stepOfField(first) : step;
    if (target !== step) {
      setParams({ step: String(stepNumber(target)) }, { replace: true });
    }
    setNotice({ tone: 'error', text: CHECK_FIELDS_MESSAGE, isAboutFields: true });
    requestFocus(target);
  };

  /**
   * A mileage above HIGH_MILEAGE_KM is asked about once per value before it is saved; declined, the
   * mileage field says so and nothing is saved.
   */
  const confirmMileage = async (): Promise<boolean> => {
    const km = parseNumberText(form.getValues('mileage'));
    if (km === null || !isHighMileage(km) || km === confirmedMileage.current) {
      return true;
    }
    if (await askConfirm(LISTING_MESSAGES.mileageHigh(formatNumber(km)))) {
      confirmedMileage.current = km;
      return true;
    }
    form.setError('mileage', { message: LISTING_MESSAGES.mileageRecheck });
    onInvalid(form.formState.errors);
    return false;
  };

  /** Creates or replaces the draft after the saves before it; its id, or null after a refusal (at the top). */
  const save = (body: ListingInput): Promise<number | null> => {
    const sent = JSON.stringify(form.getValues());
    const run = async (): Promise<number | null> => {
      let saved: ListingSaved;
      try {
        saved =
          id === null
            ? await create.mutateAsync(body)
            : await update.mutateAsync({ id, body: { ...body, version: versionRef.current } });
      } catch (error) {
        const isStale = isRefusal(error, 'LISTING_STALE');
        setNotice({ tone: 'error', text: refusalText(error), offersReload: isStale });
        window.scrollTo({ top: 0 });
        return null;
      }
      versionRef.current = saved.version;
      setSavedValues(sent);
      return saved.id;
    };
    const queued = saveQueue.current.then(run, run);
    saveQueue.current = queued;
    return queued;
  };

  /** The owner step's save before its consent request (the consent is for the plate as saved). */
  const saveForConsent = async (): Promise<number | null> => {
    const parsed = listingFormSchema.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger();
      onInvalid(form.formState.errors);
      return null;
    }
    return save(parsed.data);
  };

  /** A photo arrived or went: the draft keeps it at once (when the rest of the form can be saved as is). */
  const savePhotos = () => {
    const parsed = listingFormSchema.safeParse(form.getValues());
    if (id !== null && parsed.success) {
      void save(parsed.data);
    }
  };

  /**
   * After the first save the listing has an id: its edit URL keeps it across a reload. The new form's
   * entry becomes the edit URL at the step saved, and a step ahead gets an entry of its own.
   */
  const openDraft = async (newId: number, nextStep: ListingStepId) => {
    await queryClient.prefetchQuery({
      queryKey: sellerKeys.auction(newId),
      queryFn: () => getMyAuction(newId),
      // Only to skip a loading screen: the edit page loads it itself if this fails.
      retry: false,
    });
    leaveGuard.allowNextLeave();
    const editUrl = (target: ListingStepId) => `/seller/auctions/${newId}/edit?step=${stepNumber(target)}`;
    await navigate(editUrl(step), { replace: true });
    if (nextStep !== step) {
      await navigate(editUrl(nextStep), { state: { fromStep: index + 1 } });
    }
  };

  /**
   * "다음": the shared rules on every field and what this step must have, all messages at once; then the
   * save, and the next step.
   */
  const next = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isBusy) {
      return;
    }
    const isValid = await form.trigger();
    const missing = missingInStep(form.getValues(), step).filter(
      (item) => !form.getFieldState(item.field).error,
    );
    if (!isValid || missing.length > 0) {
      for (const item of missing) {
        form.setError(item.field, { message: item.message });
      }
      onInvalid(form.formState.errors);
      return;
    }
    if (!(await confirmMileage())) {
      return;
    }
    await form.handleSubmit(async (body) => {
      const savedId = await save(body);
      if (savedId === null) {
        return;
      }
      const nextStep = LISTING_STEPS[index + 1]?.id ?? 'review';
      if (id === null) {
        await openDraft(savedId, nextStep);
        return;
      }
      goTo(nextStep, 'push');
    }, onInvalid)();
  };

  // handleSubmit is called on the click, not during render: the handlers read refs (version, mileage).
  const saveDraft = () =>
    form.handleSubmit(async (body) => {
      if (!(await confirmMileage())) {
        return;
      }
      const savedId = await save(body);
      if (savedId === null) {
        return;
      }
      if (id === null) {
        await openDraft(savedId, step);
        return;
      }
      setNotice({ tone: 'info', text: LISTING_MESSAGES.saved });
    }, onInvalid)();

  const submitForReview = () =>
    form.handleSubmit(async (body) => {
      const missing = missingForReview(form.getValues());
      const sheetMissing = missing.filter((item) => item.step === 'sheet');
      if (sheetMissing.length > 0) {
        setParams({ step: String(stepNumber('sheet')) }, { replace: true });
        for (const item of sheetMissing) {
          form.setError(item.field, { message: item.message });
        }
        setNotice({ tone: 'error', text: CONDITION_MESSAGES.sheetRequired, isAboutFields: true });
        window.scrollTo({ top: 0 });
        requestFocus('sheet');
        return;
      }
      if (missing.length > 0) {
        setNotice({ tone: 'error', text: MISSING_BEFORE_SUBMIT });
        window.scrollTo({ top: 0 });
        return;
      }
      if (needsName) {
        setNotice({ tone: 'error', text: LISTING_MESSAGES.sellerNameRequired });
        requestFocus(step);
        return;
      }
      if (!(await confirmMileage())) {
        return;
      }
      const savedId = await save(body);
      if (savedId === null) {
        return;
      }
      try {
        await submitListing.mutateAsync(savedId);
      } catch (error) {
        setNotice({ tone: 'error', text: refusalText(error) });
        window.scrollTo({ top: 0 });
        return;
      }
      await showAlert(listingSubmittedNotice(Date.now()));
      leaveGuard.allowNextLeave();
      await navigate(`/seller/auctions/${savedId}`, { replace: true });
    }, onInvalid)();

  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;
  const shownNotice = notice?.isAboutFields && !hasFieldErrors ? null : notice;
  const isReview = step === 'review';
  return (
    <div className={styles.wizard}>
      <Stepper current={step} canJump={id !== null && !isBusy} onJump={goTo} />
      <div className={styles.stepHead}>
        <p className={styles.stepCount}>
          {index + 1} / {LISTING_STEPS.length}
        </p>
        <h2 className={styles.stepTitle}>{LISTING_STEPS[index]?.title}</h2>
      </div>
      {shownNotice ? (
        <p
          className={cn(styles.notice, styles[shownNotice.tone])}
          role={shownNotice.tone === 'error' ? 'alert' : 'status'}
        >
          {shownNotice.text}
          {shownNotice.offersReload ? (
            <>
              {' '}
              <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
                새로고침
              </Button>
            </>
          ) : null}
        </p>
      ) : null}

      <div ref={bodyRef}>
        {isReview ? (
          <ReviewStep
            form={form}
            listingId={id}
            needsName={needsName}
            onNameSaved={() => setNotice(null)}
            onJump={goTo}
          />
        ) : (
          <form id={formId} onSubmit={(event) => void next(event)} noValidate>
            {step === 'vehicle' ? <VehicleStep form={form} /> : null}
            {step === 'condition' ? <ConditionStep form={form} /> : null}
            {step === 'sheet' ? <SheetStep form={form} onPhotoChange={savePhotos} onJump={goTo} /> : null}
            {step === 'photos' ? <PhotosStep form={form} onImagesChange={savePhotos} /> : null}
            {step === 'place' ? <PlaceStep form={form} /> : null}
            {step === 'owner' ? <OwnerStep form={form} listingId={id} saveListing={saveForConsent} /> : null}
          </form>
        )}
      </div>

      <div className={styles.actions}>
        {index > 0 ? (
          <Button variant="outline" size="lg" disabled={isBusy} onClick={goBack}>
            이전
          </Button>
        ) : null}
        {isReview ? null : (
          <Button variant="ghost" size="lg" disabled={isBusy} onClick={() => void saveDraft()}>
            임시 저장
          </Button>
        )}
        {isReview ? (
          <Button
            size="lg"
            className={styles.primary}
            isBusy={isBusy}
            busyLabel="요청 중..."
            onClick={() => void submitForReview()}
          >
            심사 요청
          </Button>
        ) : (
          <Button
            type="submit"
            form={formId}
            size="lg"
            className={styles.primary}
            isBusy={isBusy}
            busyLabel="저장 중..."
          >
            다음
          </Button>
        )}
      </div>
    </div>
  );
}
