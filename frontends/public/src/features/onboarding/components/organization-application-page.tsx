import { APPLICATION_REDIRECT_MS } from '@app/shared/platform';
import { campaignApplicationSchema, type CampaignApplicationInput } from '@app/shared/applications';
import { campaignSlug } from '@app/shared/campaigns';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  InfoTooltip,
  FormTextareaField,
  FormTextField,
  markServerFieldErrors,
  toast,
  useZodForm,
} from '@app/ui';
import { useNavigate } from '@app/ui/router';
import { useEffect, useState, type ReactNode } from 'react';
import { BackLink } from '#components/back-link';
import { PublicPage } from '#components/public-page';
import { submitCampaignApplication } from '../api/submit-campaign-application';

const emptyApplication: CampaignApplicationInput = {
  organization_name: '',
  organization_acronym: '',
  campaign_name: '',
  active_members: '',
  description: '',
  target_amount: '',
  start_date: '',
  contact_email: '',
  contact_phone: '',
};
const formFields = Object.keys(campaignApplicationSchema.shape);

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${campaignSlug(title)}`;
  return (
    <Card aria-labelledby={id} role="group">
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** /organization-application (spec part 1, section 2.6). */
export function OrganizationApplicationPage() {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  // After a successful submit the visitor goes back to /join (spec: after 2 seconds); leaving earlier cancels it.
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => void navigate('/join'), APPLICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { isSubmitting },
  } = useZodForm(campaignApplicationSchema, emptyApplication);
  const slug = campaignSlug(watch('campaign_name'));

  const onSubmit = handleSubmit(async (application) => {
    try {
      await submitCampaignApplication(application);
    } catch (error) {
      // The form keeps what was typed; a field the server refused shows its message beside it.
      markServerFieldErrors(error, setError, formFields);
      toast({
        title: 'Submission Failed',
        description: 'There was an error submitting your application. Please try again.',
        variant: 'destructive',
        error,
      });
      return;
    }
    toast({
      title: 'Application Submitted!',
      description: 'Your organization campaign application has been submitted for review. You will receive an email confirmation shortly.',
    });
    reset(emptyApplication);
    setRedirecting(true);
  });

  return (
    <PublicPage
      title="Start Your Organization Campaign"
      description="Tell us about your organization and the campaign you want to run."
      breadcrumb={<BackLink to="/join">Back to Join Options</BackLink>}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <FormSection title="Organization Information">
          <FormTextField
            control={control}
            name="organization_name"
            label="Organization Name"
            placeholder="e.g. Lincoln High School"
            autoComplete="organization"
          />
          <FormTextField
            control={control}
            name="organization_acronym"
            label="Organization Acronym"
            placeholder="e.g. LHS"
            maxLength={10}
            labelAddon={
              <InfoTooltip label="About the organization acronym">
                Used to generate your members' discount codes in the form NAMEACRONYM (for example, JORDANLHS). 2 to 10 characters.
              </InfoTooltip>
            }
          />
        </FormSection>

        <FormSection title="Campaign Details">
          <div className="grid gap-2">
            <FormTextField control={control} name="campaign_name" label="Campaign Name" placeholder="e.g. Spring Shirt Drive" />
            {slug.replace(/-/g, '') !== '' && (
              <p className="text-sm text-muted-foreground">
                Campaign page: <span className="font-mono">/campaign/{slug}</span>
              </p>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="active_members"
              label="Number of Active Members"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              placeholder="e.g. 25"
            />
            <FormTextField
              control={control}
              name="target_amount"
              label="Target Amount ($) (optional)"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder="e.g. 125"
              labelAddon={
                <InfoTooltip label="About the target amount">
                  We suggest your number of active students times $5: each shirt sold gives $5 to your organization.
                </InfoTooltip>
              }
            />
          </div>
          <FormTextareaField
            control={control}
            name="description"
            label="Campaign Description (optional)"
            rows={4}
            placeholder="What is your campaign raising money for?"
          />
          <FormTextField control={control} name="start_date" label="Preferred Start Date" type="date" />
        </FormSection>

        <FormSection title="Contact Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="contact_email"
              label="Contact Email"
              type="email"
              autoComplete="email"
              placeholder="e.g. coordinator@school.org"
            />
            <FormTextField
              control={control}
              name="contact_phone"
              label="Contact Phone (optional)"
              type="tel"
              autoComplete="tel"
              placeholder="e.g. (555) 123-4567"
            />
          </div>
        </FormSection>

        <div className="grid gap-2">
          <Button type="submit" size="lg" disabled={isSubmitting || redirecting} className="w-full">
            {isSubmitting ? 'Submitting Application...' : 'Submit Application'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">Our team reviews every application within 2-3 business days.</p>
        </div>
      </form>
    </PublicPage>
  );
}
