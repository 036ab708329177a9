import { Leaf } from 'lucide-react';

/** The creed box of /apply (spec part 1, section 2.4; its wording is ours, the spec asks for 3 bullets). */
export function AmbassadorCreed() {
  return (
    <section aria-labelledby="ambassador-creed" className="rounded-lg border border-primary/30 bg-primary/5 p-4">
      <h2 id="ambassador-creed" className="mb-2 flex items-center gap-2 font-semibold">
        <Leaf aria-hidden className="size-4 text-primary" />
        The Ambassador Creed
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        <li>I share our climate mission honestly and never overstate what a purchase does.</li>
        <li>I treat my community, customers and fellow ambassadors with respect.</li>
        <li>I follow the program guidelines and give credit for every sale truthfully.</li>
      </ul>
    </section>
  );
}
