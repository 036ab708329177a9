import { cn } from '../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string;
  caption?: string;
  icon: LucideIcon;
  className?: string;
  children?: ReactNode;
}

/** One figure with its label, icon and caption; the card is a group named by its label, so the value reads with it. */
export function StatCard({ label, value, caption, icon: Icon, className, children }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className={cn('min-w-0 gap-2', className)}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle id={labelId} className="text-sm font-medium">
          {label}
        </CardTitle>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-2xl font-bold break-all tabular-nums">{value}</p>
        {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
        {children}
      </CardContent>
    </Card>
  );
}
