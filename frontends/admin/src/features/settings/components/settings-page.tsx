import { AMBASSADOR_ROLES } from '@app/shared/platform';
import {
  brandingSettingsSchema,
  generalSettingsSchema,
  MAX_COMMISSION_HOLD_DAYS,
  MAX_GIFT_CARD_EXPIRY_DAYS,
  MAX_STORE_CREDIT_BONUS_PERCENT,
  MIN_GIFT_CARD_EXPIRY_DAYS,
  MINOR_PAYOUT_METHOD_LABELS,
  MINOR_PAYOUT_METHODS,
  minimumOrderWarning,
  notificationSettingsSchema,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  PAYOUT_ROLE_LABELS,
  paymentSettingsSchema,
  privacySettingsSchema,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  RETENTION_WARNING_DAYS,
  type AllSettings,
  type PaymentSettings,
} from '@app/shared/settings';
import {
  brandingKey,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  FormCheckboxGroupField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  Label,
  LoadFailed,
  markServerFieldErrors,
  PageHeader,
  SkeletonRows,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextareaField,
  toast,
  useZodForm,
} from '@app/ui';
import { useId, useState, type ReactNode } from 'react';
import {
  Controller,
  useController,
  useWatch,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { saveTab, settingsKey, useSettings } from '../api/settings';
import { LogoCard } from './logo-card';
import { UsersTab } from './users-tab';

type Tab = keyof AllSettings;

/** After a tab saved: the screen's copy takes the saved values (every shell's branding too, when it changed). */
function useOnSaved(tab: Tab) {
  const { mutate } = useSWRConfig();
  return async (saved: AllSettings[Tab]): Promise<void> => {
    await mutate(settingsKey, (current?: AllSettings) => (current ? { ...current, [tab]: saved } : current), { revalidate: false });
    if (tab === 'general' || tab === 'branding') await mutate(brandingKey);
    toast({ title: 'Settings Saved', description: 'Your changes have been saved.' });
  };
}

/** The save outcome of a tab's form: the API's field messages beside their fields, otherwise a toast. */
function failed(error: unknown, mark: (error: unknown) => boolean) {
  if (!mark(error)) toast({ title: 'Error', description: 'Failed to save settings', variant: 'destructive', error });
}

function SectionCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
      <CardFooter>{footer}</CardFooter>
    </Card>
  );
}

/** A labelled on/off setting, bound to a form field. */
function SwitchRow<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            aria-describedby={`${id}-description`}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </div>
  );
}

function SaveButton({ saving }: { saving: boolean }) {
  return (
    <Button type="submit" disabled={saving}>
      {saving ? 'Saving...' : 'Save Changes'}
    </Button>
  );
}

function GeneralTab({ values }: { values: AllSettings['general'] }) {
  const onSaved = useOnSaved('general');
  const { control, handleSubmit, setError, formState } = useZodForm(generalSettingsSchema, values);
  const onSubmit = handleSubmit((input) =>
    saveTab.general(input).then(onSaved, (error: unknown) => failed(error, (e) => markServerFieldErrors(e, setError, Object.keys(values)))),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <SectionCard
        title="General Settings"
        description="The program's name (every page, the browser tab and e-mails), its description (the sign-in and sign-up pages), and how newcomers are admitted."
        footer={<SaveButton saving={formState.isSubmitting} />}
      >
        <FormTextField control={control} name="programName" label="Program Name" />
        <FormTextareaField control={control} name="programDescription" label="Program Description" rows={4} />
        <SwitchRow
          control={control}
          name="autoApproveStudentSignUps"
          label="Auto-approve Student Sign-ups"
          description="Approve each student ambassador as soon as they sign up, as Approve on the ambassadors screen does: personal code, shop link and first objective."
        />
        <SwitchRow
          control={control}
          name="autoApproveOrganizationApplications"
          label="Auto-approve Organization Applications"
          description="Approve each organization's campaign application as soon as it is submitted, as Approve on the campaigns screen does: the campaign goes live for 30 days with a first passcode, which its contact is e-mailed."
        />
      </SectionCard>
    </form>
  );
}

function NotificationsTab({ values }: { values: AllSettings['notifications'] }) {
  const onSaved = useOnSaved('notifications');
  const { control, handleSubmit, formState } = useZodForm(notificationSettingsSchema, values);
  const onSubmit = handleSubmit((input) => saveTab.notifications(input).then(onSaved, (error: unknown) => failed(error, () => false)));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <SectionCard
        title="Notification Settings"
        description="Which e-mails admins receive. Changes apply from the next event."
        footer={<SaveButton saving={formState.isSubmitting} />}
      >
        <SwitchRow control={control} name="emailNotifications" label="Email Notifications" description="Send admins any e-mail at all." />
        <SwitchRow
          control={control}
          name="newSignupNotifications"
          label="New Sign-up Notifications"
          description="E-mail admins when an ambassador signs up."
        />
        <SwitchRow
          control={control}
          name="submissionNotifications"
          label="Submission Notifications"
          description="E-mail admins when a student submits work for review."
        />
        <SwitchRow
          control={control}
          name="weeklyReports"
          label="Weekly Reports"
          description="E-mail admins a summary of the week's sales."
        />
      </SectionCard>
    </form>
  );
}

/** The IDs as typed, separated by commas, spaces or new lines. */
const productIdsIn = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The list's own message (too many IDs), else the first refused ID's (each is kept at its place in the list). */
function productIdsMessage(error: FieldErrors<PaymentSettings>['shirtProductIds']): string | undefined {
  if (!error) return undefined;
  return error.message ?? (Array.isArray(error) ? (error as (FieldError | undefined)[]) : []).find((id) => id?.message)?.message;
}

/** Shirt Product IDs: typed as free text, kept in the form as the list the schema checks. */
function ShirtProductIdsField({ control, error }: { control: Control<PaymentSettings>; error?: string }) {
  const {
    field: { name, value, ref, onBlur, onChange },
  } = useController({ control, name: 'shirtProductIds' });
  const [text, setText] = useState(() => value.join(', '));
  return (
    <TextareaField
      label="Shirt Product IDs"
      rows={3}
      placeholder="e.g. 7981234567890, 7981234567891"
      spellCheck={false}
      hint="Lines of these Shopify products count as shirts too (a product's ID ends the address of its page in the Shopify admin). Separate IDs with commas, spaces or new lines."
      error={error}
      name={name}
      ref={ref}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(productIdsIn(event.target.value));
      }}
    />
  );
}

/**
 * Warns, as the admin types, when the minimum order is above one shirt bought with a code: those orders would
 * earn nothing (issue 45). A live region always present, so the warning is announced; it never blocks saving.
 */
function MinimumOrderWarning({ control }: { control: Control<PaymentSettings> }) {
  const warning = minimumOrderWarning(useWatch({ control, name: 'minOrderAmount' }));
  return (
    <p role="status" className={warning ? 'rounded-md border border-warning bg-warning/15 px-3 py-2 text-sm' : 'sr-only'}>
      {warning}
    </p>
  );
}

const payoutMethodOptions = PAYOUT_METHODS.map((method) => ({ value: method, label: PAYOUT_METHOD_LABELS[method] }));
const minorPayoutMethodOptions = MINOR_PAYOUT_METHODS.map((method) => ({ value: method, label: MINOR_PAYOUT_METHOD_LABELS[method] }));

/** The Payments tab's fields a server message can name: its own, and each role's default beside its select. */
const paymentFieldsOf = (values: PaymentSettings) => [
  ...Object.keys(values),
  ...AMBASSADOR_ROLES.map((role) => `defaultPayoutMethod.${role}`),
];

/** How members are paid (issue 46): the methods allowed, each role's default, under-18s, the store credit bonus and expiry. */
function PayoutFields({ control }: { control: Control<PaymentSettings> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-5 border-t pt-5">
      <div className="grid gap-1.5">
        <h4 id={headingId} className="leading-none font-semibold">
          How Members Are Paid
        </h4>
        <p className="text-sm text-muted-foreground">
          Store credit is a gift card for the store, created through Shopify. Cash is paid elsewhere and recorded here.
        </p>
      </div>
      <FormCheckboxGroupField
        control={control}
        name="payoutMethods"
        legend="Allowed Payout Methods"
        hint="Members choose among these; at least one."
        options={payoutMethodOptions}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {AMBASSADOR_ROLES.map((role) => (
          <FormSelectField
            key={role}
            control={control}
            name={`defaultPayoutMethod.${role}`}
            label={`Default Method for ${PAYOUT_ROLE_LABELS[role]}`}
            options={payoutMethodOptions}
          />
        ))}
      </div>
      <FormSelectField
        control={control}
        name="minorPayoutMethod"
        label="Members Under 18"
        options={minorPayoutMethodOptions}
        hint="Whatever their role's default. Cash to a member under 18 is only ever paid to their guardian."
      />
      <FormTextField
        control={control}
        name="storeCreditBonusPercent"
        label="Store Credit Bonus (%)"
        type="number"
        inputMode="decimal"
        step={0.1}
        min={0}
        max={MAX_STORE_CREDIT_BONUS_PERCENT}
        registerOptions={{ valueAsNumber: true }}
        hint="Added to a payout taken in store credit rather than cash: at 10, $50 owed is a $55 gift card. 0 for none."
      />
      <FormTextField
        control={control}
        name="giftCardExpiryDays"
        label="Gift Card Expiry (days)"
        type="number"
        inputMode="numeric"
        step={1}
        min={MIN_GIFT_CARD_EXPIRY_DAYS}
        max={MAX_GIFT_CARD_EXPIRY_DAYS}
        registerOptions={{ setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) }}
        hint="Days from a gift card's issue until it expires. Leave empty for gift cards that never expire."
      />
    </section>
  );
}

function PaymentsTab({ values }: { values: AllSettings['payments'] }) {
  const onSaved = useOnSaved('payments');
  const shirtsHeadingId = useId();
  const { control, handleSubmit, setError, formState } = useZodForm(paymentSettingsSchema, values);
  const onSubmit = handleSubmit((input) =>
    saveTab
      .payments(input)
      .then(onSaved, (error: unknown) => failed(error, (e) => markServerFieldErrors(e, setError, paymentFieldsOf(values)))),
  );
  // A decimal input whose value the form holds as a number, as the schema checks it.
  const number = { type: 'number', inputMode: 'decimal', step: 'any', min: 0, registerOptions: { valueAsNumber: true } } as const;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <SectionCard
        title="Payment Settings"
        description="Orders paid from now on earn the commission rate when they reach the minimum order, and count shirts as set below; earlier orders keep theirs."
        footer={<SaveButton saving={formState.isSubmitting} />}
      >
        <FormTextField control={control} name="commissionRate" label="Commission Rate (%)" {...number} max={100} />
        <div className="grid gap-2">
          <FormTextField control={control} name="minOrderAmount" label="Minimum Order ($)" {...number} />
          <MinimumOrderWarning control={control} />
        </div>
        <FormTextField control={control} name="payoutThreshold" label="Payout Threshold ($)" {...number} />
        <FormTextField
          control={control}
          name="commissionHoldDays"
          label="Commission Hold (days)"
          {...number}
          inputMode="numeric"
          step={1}
          max={MAX_COMMISSION_HOLD_DAYS}
          hint="Commission becomes payable this many days after the order. Match the store's return window, so a refund never has to be taken back from a payout."
        />
        <section aria-labelledby={shirtsHeadingId} className="grid gap-5 border-t pt-5">
          <div className="grid gap-1.5">
            <h4 id={shirtsHeadingId} className="leading-none font-semibold">
              Which Lines Are Shirts
            </h4>
            <p className="text-sm text-muted-foreground">
              Each shirt moves the organization&apos;s $5 and the climate $1 and counts in shirts sold. With both fields empty, every
              shipped line that is not a gift card is a shirt; otherwise only the lines that match either one.
            </p>
          </div>
          <FormTextField
            control={control}
            name="shirtSkuPrefix"
            label="Shirt SKU Prefix"
            placeholder="e.g. TEE-"
            spellCheck={false}
            autoComplete="off"
            hint="Lines whose SKU begins with this count as shirts. Leave both fields empty to count every shipped line that is not a gift card."
          />
          <ShirtProductIdsField control={control} error={productIdsMessage(formState.errors.shirtProductIds)} />
          <p className="text-sm text-muted-foreground">
            Orders already counted keep their totals until the next recount; new orders follow these rules at once.
          </p>
        </section>
        <PayoutFields control={control} />
      </SectionCard>
    </form>
  );
}

function BrandingTab({ values, programName }: { values: AllSettings['branding']; programName: string }) {
  const onSaved = useOnSaved('branding');
  const { control, handleSubmit, setError, formState, watch } = useZodForm(brandingSettingsSchema, { logoInitials: values.logoInitials });
  const onSubmit = handleSubmit((input) =>
    saveTab.branding(input).then(onSaved, (error: unknown) => failed(error, (e) => markServerFieldErrors(e, setError, ['logoInitials']))),
  );
  const initials = watch('logoInitials').trim().toUpperCase();
  return (
    <div className="grid gap-4">
      <LogoCard logoUrl={values.logoUrl} programName={programName} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <SectionCard
          title="Branding"
          description="The initials every page shows beside the program name while no logo is uploaded (set the name on the General tab)."
          footer={<SaveButton saving={formState.isSubmitting} />}
        >
          <FormTextField control={control} name="logoInitials" label="Logo Initials" maxLength={3} />
          <div className="grid gap-2">
            <p className="text-sm font-medium">Preview</p>
            <div role="group" className="flex items-center gap-2 rounded-md border p-3" aria-label="Logo preview">
              {values.logoUrl ? (
                <img src={values.logoUrl} alt="" className="h-8 w-auto max-w-20 rounded-md object-contain" />
              ) : (
                <span className="flex size-8 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground">
                  {initials}
                </span>
              )}
              <span className="font-semibold">{programName}</span>
            </div>
          </div>
        </SectionCard>
      </form>
    </div>
  );
}

/** Settings > Privacy (issue 44): how long an inactive member's personal data is kept. */
function PrivacyTab({ values }: { values: AllSettings['privacy'] }) {
  const onSaved = useOnSaved('privacy');
  const { control, handleSubmit, setError, formState } = useZodForm(privacySettingsSchema, values);
  const onSubmit = handleSubmit((input) =>
    saveTab.privacy(input).then(onSaved, (error: unknown) => failed(error, (e) => markServerFieldErrors(e, setError, Object.keys(values)))),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <SectionCard
        title="Privacy"
        description="Inactive members' personal data is erased for good, their sales kept in the totals without their name."
        footer={<SaveButton saving={formState.isSubmitting} />}
      >
        <FormTextField
          control={control}
          name="retentionDays"
          label="Retention Period (days)"
          type="number"
          inputMode="numeric"
          step={1}
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          registerOptions={{ valueAsNumber: true }}
          hint={`Counted from a member's last sign-in, or their campaign's end if later. They (and their guardian) are e-mailed ${RETENTION_WARNING_DAYS} days before.`}
        />
      </SectionCard>
    </form>
  );
}

/** /admin/settings (spec part 2, section 2 "Settings"): each tab saves on its own. */
export function SettingsPage() {
  const { data, error, mutate } = useSettings();
  return (
    <div className="grid gap-6">
      <PageHeader title="Settings" description="Manage the program's settings." />
      {error ? (
        <LoadFailed message="Failed to load settings" onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonRows label="Loading settings" rows={4} rowClassName="h-14" />
      ) : (
        <Tabs defaultValue="general" className="grid gap-4">
          {/* Three to a row on a phone, so every tab stays in sight and tappable (a wrapped flex row hid the last two under the card). */}
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
            <TabsTrigger value="general">General</TabsTrigger>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
            <TabsTrigger value="payments">Payments</TabsTrigger>
            <TabsTrigger value="branding">Branding</TabsTrigger>
            <TabsTrigger value="privacy">Privacy</TabsTrigger>
          </TabsList>
          <TabsContent value="general">
            <GeneralTab values={data.general} />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab values={data.notifications} />
          </TabsContent>
          <TabsContent value="payments">
            <PaymentsTab values={data.payments} />
          </TabsContent>
          <TabsContent value="branding">
            <BrandingTab values={data.branding} programName={data.general.programName} />
          </TabsContent>
          <TabsContent value="privacy">
            <PrivacyTab values={data.privacy} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
