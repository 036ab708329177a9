/**
 * The CSS a social template's caption overlay may carry (spec part 2, section 3: overlay_style fontSize,
 * color, backgroundColor, padding). An admin types each value; the browser puts it in a style attribute
 * over every ambassador's preview, so only plain sizes and colours pass: no url(), var(), expression or
 * anything else a stylesheet can do. The admin form, the API and the overlay itself read these rules.
 */

/** A size in px, rem or em: the units an admin thinks in for text on a picture. */
const LENGTH = /^(\d{1,3}(?:\.\d{1,3})?)(px|rem|em)$/;

/** Bounds of a size, by unit (rem and em alike: 1rem is 16px). */
interface Range {
  px: readonly [number, number];
  rem: readonly [number, number];
}

export const OVERLAY_FONT_SIZE_RANGE: Range = { px: [8, 96], rem: [0.5, 6] };

export const OVERLAY_PADDING_RANGE: Range = { px: [0, 64], rem: [0, 4] };

function isLengthIn(value: string, range: Range, allowZero: boolean): boolean {
  if (allowZero && value === '0') return true;
  const match = LENGTH.exec(value);
  if (!match) return false;
  const [min, max] = match[2] === 'px' ? range.px : range.rem;
  const size = Number(match[1]);
  return size >= min && size <= max;
}

/** A font size such as 16px or 1.2rem, from 8px to 96px (0.5rem to 6rem). */
export const isOverlayFontSize = (value: string): boolean => isLengthIn(value.trim(), OVERLAY_FONT_SIZE_RANGE, false);

/** One to four sizes (as CSS padding takes them), each 0 or up to 64px (4rem). */
export function isOverlayPadding(value: string): boolean {
  const sizes = value.trim().split(/\s+/);
  return sizes.length >= 1 && sizes.length <= 4 && sizes.every((size) => isLengthIn(size, OVERLAY_PADDING_RANGE, true));
}

/** CSS's named colours (CSS Color Module Level 4), and transparent. */
const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
    'yellow yellowgreen transparent'
  ).split(' '),
);

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** rgb(r, g, b) or rgba(r, g, b, a): channels 0 to 255, the alpha 0 to 1 or a percentage. */
const RGB_COLOR = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)(%?)\s*)?\)$/i;

/** A colour as a hex code (#fff, #ffffff, with alpha too), rgb()/rgba(), or a CSS colour name. */
export function isOverlayColor(value: string): boolean {
  const color = value.trim().toLowerCase();
  if (HEX_COLOR.test(color) || NAMED_COLORS.has(color)) return true;
  const rgb = RGB_COLOR.exec(color);
  if (!rgb) return false;
  const channels = rgb.slice(1, 4).map(Number);
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return channels.every((channel) => channel <= 255) && alpha <= 1;
}

export const OVERLAY_STYLE_MESSAGES = {
  fontSize: 'Font size must be a size such as 16px or 1.2rem, from 8px to 96px (0.5rem to 6rem)',
  color: 'Text color must be a hex color such as #ffffff, rgb()/rgba(), or a color name such as white',
  backgroundColor: 'Background color must be a hex color such as #000000, rgb()/rgba() such as rgba(0,0,0,0.5), or a color name',
  padding: 'Padding must be one to four sizes such as 10px or 0.5rem 1rem, each from 0 to 64px (4rem)',
} as const;

export type OverlayStyle = { fontSize: string; color: string; backgroundColor: string; padding: string };

/** Each property's rule. */
export const OVERLAY_STYLE_RULES: Record<keyof OverlayStyle, (value: string) => boolean> = {
  fontSize: isOverlayFontSize,
  color: isOverlayColor,
  backgroundColor: isOverlayColor,
  padding: isOverlayPadding,
};

/**
 * The style an overlay is drawn with: each stored value that passes its rule, else the default's. A
 * template saved before these rules, or written around the API, still draws nothing a rule refuses.
 */
export function safeOverlayStyle(style: Partial<OverlayStyle> | undefined, defaults: OverlayStyle): OverlayStyle {
  const pick = (property: keyof OverlayStyle) => {
    const value = style?.[property]?.trim();
    return value && OVERLAY_STYLE_RULES[property](value) ? value : defaults[property];
  };
  return { fontSize: pick('fontSize'), color: pick('color'), backgroundColor: pick('backgroundColor'), padding: pick('padding') };
}
