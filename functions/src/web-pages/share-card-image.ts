import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { formatProgressPercent, formatTargetAmount, progressToTarget } from '@app/shared/campaigns';
import { formatShirts } from '@app/shared/leaderboards';
import { formatWholeDollars } from '@app/shared/platform';
import { readShippedFile } from '#lib/shipped-files';

/** The Open Graph picture size: what link previews show without cropping. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * Everything a card shows, and nothing else: its ETag and its cache key are made of exactly these, so a
 * card is drawn again only when one of them changes.
 */
export interface ShareCardFigures {
  programName: string;
  logoInitials: string;
  campaignName: string;
  schoolName: string;
  shirtsSold: number;
  /** The campaign totals' organization fund ($5 a shirt), as the campaign page shows it. */
  raised: number;
  target: number | null;
}

const RESVG_WASM = '@resvg/resvg-wasm/index_bg.wasm';
const INTER_REGULAR = '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf';
const INTER_BOLD = '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf';

/** What the card's code reads from node_modules at run time: the renderer and the fonts (TrueType: resvg and satori read no WOFF2). */
export const SHARE_CARD_FILES = [RESVG_WASM, INTER_REGULAR, INTER_BOLD] as const;

/** The UI kit's theme (frontends/ui/src/styles.css), its OKLCH colours in sRGB: the renderer reads hex. */
const BRAND = {
  primary: '#00713e',
  primaryForeground: '#fafafa',
  foreground: '#0e1913',
  mutedForeground: '#5a675f',
  secondary: '#e8f6ec',
  border: '#dce3df',
  card: '#ffffff',
} as const;

interface Renderer {
  fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }>;
}

let renderer: Promise<Renderer> | undefined;

/** The renderer's WebAssembly and the fonts, loaded once per warm function (initWasm refuses a second call). */
function loadRenderer(): Promise<Renderer> {
  renderer ??= (async () => {
    await initWasm(readShippedFile(RESVG_WASM));
    return {
      fonts: [
        { name: 'Inter', data: readShippedFile(INTER_REGULAR), weight: 400, style: 'normal' },
        { name: 'Inter', data: readShippedFile(INTER_BOLD), weight: 700, style: 'normal' },
      ],
    };
  })();
  return renderer;
}

/** An element as satori takes it (React's shape, without React). */
interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardNode | string | Array<CardNode | string> };
}

const box = (style: Record<string, string | number>, ...children: Array<CardNode | string>): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** Text that stops at `lines` lines with an ellipsis: a campaign's name and school may be long. */
const clampedText = (text: string, lines: number, style: Record<string, string | number>): CardNode => ({
  type: 'div',
  props: { style: { display: 'block', lineClamp: lines, overflow: 'hidden', ...style }, children: text },
});

function progressSection({ raised, target, shirtsSold, schoolName }: ShareCardFigures): CardNode {
  const progress = progressToTarget(raised, target);
  const raisedLine = box(
    { alignItems: 'baseline', gap: 16 },
    box({ fontSize: 72, fontWeight: 700, color: BRAND.foreground }, formatWholeDollars(raised)),
    clampedText(`raised for ${schoolName}`, 1, { fontSize: 30, color: BRAND.mutedForeground, maxWidth: 700 }),
  );
  if (!progress) {
    return box(
      { flexDirection: 'column', gap: 20 },
      raisedLine,
      box({ fontSize: 30, fontWeight: 700, color: BRAND.primary }, `${formatShirts(shirtsSold)} sold`),
    );
  }
  const filled = `${Math.min(progress.percent, 100)}%`;
  return box(
    { flexDirection: 'column', gap: 20 },
    raisedLine,
    box(
      { width: '100%', height: 28, borderRadius: 14, backgroundColor: BRAND.border },
      box({ width: filled, height: 28, borderRadius: 14, backgroundColor: BRAND.primary }),
    ),
    box(
      { justifyContent: 'space-between', fontSize: 30 },
      box(
        { fontWeight: 700, color: BRAND.foreground },
        `${formatProgressPercent(progress.percent)} of the ${formatTargetAmount(progress.target)} target`,
      ),
      box({ fontWeight: 700, color: BRAND.primary }, `${formatShirts(shirtsSold)} sold`),
    ),
  );
}

/** The card as elements: the programme's mark and name on the brand's green, then the campaign and its progress on a white card. */
function cardOf(figures: ShareCardFigures): CardNode {
  return box(
    {
      ...SHARE_CARD_SIZE,
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding: 40,
      gap: 28,
      backgroundColor: BRAND.primary,
      fontFamily: 'Inter',
    },
    box(
      { alignItems: 'center', gap: 20, color: BRAND.primaryForeground },
      box(
        {
          width: 64,
          height: 64,
          borderRadius: 32,
          alignItems: 'center',
          justifyContent: 'center',
          backgroundColor: BRAND.primaryForeground,
          color: BRAND.primary,
          fontSize: 26,
          fontWeight: 700,
        },
        figures.logoInitials,
      ),
      clampedText(figures.programName, 1, { fontSize: 32, fontWeight: 700, maxWidth: 1000 }),
    ),
    box(
      {
        flexGrow: 1,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 48,
        borderRadius: 24,
        backgroundColor: BRAND.card,
      },
      box(
        { flexDirection: 'column', gap: 10 },
        clampedText(figures.campaignName, 2, { fontSize: 56, fontWeight: 700, lineHeight: 1.15, color: BRAND.foreground }),
        clampedText(figures.schoolName, 1, { fontSize: 32, color: BRAND.mutedForeground }),
      ),
      progressSection(figures),
    ),
  );
}

/** The card as a PNG: laid out and set in Inter by satori (text as paths), rasterised by resvg. */
export async function drawShareCard(figures: ShareCardFigures): Promise<Uint8Array> {
  const { fonts } = await loadRenderer();
  // satori's types ask for a ReactNode; the element shape is all it reads.
  const svg = await satori(cardOf(figures) as unknown as Parameters<typeof satori>[0], { ...SHARE_CARD_SIZE, fonts });
  // The WebAssembly side's memory is freed by hand: a warm function draws many cards.
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_SIZE.width } });
  const rendered = resvg.render();
  try {
    return rendered.asPng();
  } finally {
    rendered.free();
    resvg.free();
  }
}
