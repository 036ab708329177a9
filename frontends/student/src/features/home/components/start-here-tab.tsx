import { SHIRT_GOAL } from '@app/shared/platform';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CopyButton, useProfile } from '@app/ui';
import { Link } from '@app/ui/router';
import { CalendarCheck, Heart, Mail, MessageSquare, RefreshCw, Share2, Target, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PersonalCodeCard } from '../../personal-code/components/personal-code-card';
import { familyTextMessage, parentEmail } from '../family-messages';
import { GoalCard } from './goal-card';
import { ImpactCard } from './impact-card';

function StepCard({
  step,
  icon: Icon,
  title,
  description,
  children,
}: {
  step: number;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="grid gap-1">
            <Badge variant="outline">Step {step}</Badge>
            <CardTitle>{title}</CardTitle>
          </div>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}

function TemplateText({ label, text }: { label: string; text: string }) {
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs font-medium text-muted-foreground">{label}</figcaption>
      <p className="rounded-md border bg-muted/50 p-3 text-sm wrap-anywhere whitespace-pre-wrap">{text}</p>
    </figure>
  );
}

const TIPS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Heart, title: 'Be Personal', text: 'Tell people why climate action matters to you. A personal note sells more than a link.' },
  {
    icon: CalendarCheck,
    title: 'Start Today',
    text: 'Send your first messages now: the people closest to you are the most likely to buy.',
  },
  { icon: RefreshCw, title: 'Follow Up', text: 'A friendly reminder a few days later helps. Many people mean to buy and simply forget.' },
];

/** The Start Here tab (spec part 1, section 2.10): the goal, three steps, tips, and the student's code, goal and impact. */
export function StartHereTab() {
  const profile = useProfile();
  const student = { profile, origin: window.location.origin };
  const text = familyTextMessage(student);
  const email = parentEmail(student);
  // Until the student has a code, the messages hold blanks ('[Your Code]'): nothing to copy yet (issue 45).
  const awaitingCode = !profile.personal_code;
  const copyHint = awaitingCode ? <p className="text-sm text-muted-foreground">You can copy these once you have your code.</p> : null;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
        <Card className="min-w-0 border-primary/30 bg-secondary">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-xl">
              <Target aria-hidden className="size-6 text-primary" />
              Your goal: {SHIRT_GOAL} shirts
            </CardTitle>
            <CardDescription className="text-secondary-foreground">
              Follow these three steps to reach your goal. Every shirt sold gives $1 to climate action.
            </CardDescription>
          </CardHeader>
        </Card>

        <StepCard
          step={1}
          icon={MessageSquare}
          title="Text your family"
          description="Send this message to your family members. Copy it and paste it into your messaging app."
        >
          <TemplateText label="Text message" text={text} />
          <div>
            <CopyButton value={text} label="Copy Message" copiedToast="Message copied to clipboard" disabled={awaitingCode} />
          </div>
          {copyHint}
        </StepCard>

        <StepCard
          step={2}
          icon={Mail}
          title="Get your parents to push by email"
          description="Ask your parents to send this e-mail to their friends and coworkers."
        >
          <TemplateText label="Subject" text={email.subject} />
          <TemplateText label="Email" text={email.body} />
          <div className="flex flex-wrap gap-2">
            <CopyButton value={email.subject} label="Copy Subject" copiedToast="Subject copied to clipboard" disabled={awaitingCode} />
            <CopyButton value={email.body} label="Copy Email" copiedToast="Email copied to clipboard" disabled={awaitingCode} />
          </div>
          {copyHint}
        </StepCard>

        <StepCard
          step={3}
          icon={Share2}
          title="Share on social media"
          description="Post a ready-made image or video with your personalized caption on your social accounts."
        >
          <div>
            <Button asChild variant="outline">
              <Link to="/code-assets">View Social Media Templates</Link>
            </Button>
          </div>
        </StepCard>

        <section aria-labelledby="success-tips" className="grid gap-3">
          <h2 id="success-tips" className="text-lg font-semibold">
            Success Tips
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {TIPS.map(({ icon: Icon, title, text: tip }) => (
              <li key={title} className="grid content-start gap-2 rounded-xl border bg-card p-4">
                <Icon aria-hidden className="size-5 text-primary" />
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{tip}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      {/* First on a phone: the code is what a student comes back for; the steps read once. */}
      <div className="order-first grid min-w-0 content-start gap-6 lg:order-none">
        <PersonalCodeCard />
        <GoalCard />
        <ImpactCard />
      </div>
    </div>
  );
}
