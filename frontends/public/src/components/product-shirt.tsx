/**
 * The product, drawn: an organic tee with the leaf on its chest, in the theme's colours so it follows the
 * brand. Inline (about 1 KB, no request, sharp at any size) rather than a photo the public app would ship.
 */
export function ProductShirt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 200 200"
      role="img"
      aria-label="The Climate Tee: an organic cotton shirt whose every sale funds climate action"
      className={className}
    >
      <circle cx="100" cy="104" r="92" className="fill-background/15" />
      <path
        d="M64 34 86 24q14 14 28 0l22 10 40 30-20 30-18-10v96H62V84L44 94 24 64Z"
        className="fill-background stroke-primary"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M86 24q14 14 28 0" className="fill-none stroke-primary" strokeWidth="4" strokeLinecap="round" />
      <path d="M62 84v-6M138 84v-6" className="stroke-primary/40" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M100 128c-16-4-22-18-18-34 16 2 26 12 18 34Zm0 0c0-12 4-20 10-26"
        className="fill-primary/80 stroke-primary"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
