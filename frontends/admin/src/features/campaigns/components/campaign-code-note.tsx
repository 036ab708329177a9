/** What a campaign's own discount code does (issue 45), said under it wherever the admin sees it. */
export function CampaignCodeNote() {
  return (
    <span className="block basis-full text-xs font-normal text-muted-foreground">
      Sales with it count for the campaign; no member earns on them.
    </span>
  );
}
