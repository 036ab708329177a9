import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader } from '@app/ui';
import { Link } from '@app/ui/router';
import { Check, Rocket, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { PublicPage } from '#components/public-page';
import { SignInPrompt } from '#components/sign-in-prompt';

interface PathOption {
  title: string;
  description: string;
  bullets: string[];
  to: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const paths: PathOption[] = [
  {
    title: 'Join Existing Campaign',
    description: 'Your organization already runs a campaign and gave you its passcode.',
    bullets: ['Approved campaigns', 'Ready-to-use templates', 'Quick setup'],
    to: '/fundraiser/campaigns',
    Icon: Users,
  },
  {
    title: 'Create New Campaign',
    description: 'Start a fundraising campaign for your school or organization.',
    bullets: ['Submit application for review', 'Custom campaign setup', 'Full admin support'],
    to: '/organization-application',
    Icon: Rocket,
  },
];

/** /join: join an existing campaign or create a new one (spec part 1, section 2.5). */
export function JoinPage() {
  return (
    <PublicPage title="Join or Create a Campaign" description="Raise funds for your organization while supporting climate action.">
      <div className="grid gap-6 md:grid-cols-2">
        {paths.map(({ title, description, bullets, to, Icon }) => (
          <Card key={to}>
            <CardHeader>
              <Icon aria-hidden className="mb-2 size-8 text-primary" />
              <h2 className="leading-none font-semibold">{title}</h2>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="grid gap-2 text-sm">
                {bullets.map((bullet) => (
                  <li key={bullet} className="flex items-center gap-2">
                    <Check aria-hidden className="size-4 text-primary" />
                    {bullet}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button asChild className="w-full">
                <Link to={to}>{title}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <SignInPrompt />
    </PublicPage>
  );
}
