import { DEFAULT_OVERLAY_STYLE, socialTemplateInputSchema, NEW_SOCIAL_TEMPLATE } from './content';
import { isOverlayColor, isOverlayFontSize, isOverlayPadding, OVERLAY_STYLE_MESSAGES, safeOverlayStyle } from './overlay-style';

describe('the caption overlay style', () => {
  it.each(['16px', '8px', '96px', '1.2rem', '0.5rem', '6rem', '2em', ' 20px '])('takes the font size %p', (value) => {
    expect(isOverlayFontSize(value)).toBe(true);
  });

  it.each(['7px', '97px', '0.4rem', '7rem', '16', 'px', '-16px', '16pt', '50%', 'calc(1px + 2px)', 'var(--x)', '16px;color:red', ''])(
    'refuses the font size %p',
    (value) => {
      expect(isOverlayFontSize(value)).toBe(false);
    },
  );

  it.each([
    '#fff',
    '#FFFFFF',
    '#0008',
    '#00000080',
    'rgb(0,0,0)',
    'rgba(0, 0, 0, 0.5)',
    'RGBA(255,255,255,.25)',
    'rgba(0,0,0,50%)',
    'white',
    'RebeccaPurple',
    'transparent',
  ])('takes the colour %p', (value) => {
    expect(isOverlayColor(value)).toBe(true);
  });

  it.each([
    '#ff',
    '#fffff',
    '#gggggg',
    'rgb(256,0,0)',
    'rgba(0,0,0,1.5)',
    'rgba(0,0,0,150%)',
    'rgb(0,0)',
    'hsl(0, 0%, 0%)',
    'notacolor',
    'url(https://example.com/x.png)',
    'red; background-image: url(x)',
    'var(--brand)',
    '',
  ])('refuses the colour %p', (value) => {
    expect(isOverlayColor(value)).toBe(false);
  });

  it.each(['10px', '0', '0.5rem 1rem', '4px 8px 4px 8px', '64px', '4rem'])('takes the padding %p', (value) => {
    expect(isOverlayPadding(value)).toBe(true);
  });

  it.each(['65px', '5rem', '1px 2px 3px 4px 5px', '-4px', '10', 'auto', '10px;', ''])('refuses the padding %p', (value) => {
    expect(isOverlayPadding(value)).toBe(false);
  });

  it('passes the spec defaults, which every seeded template uses', () => {
    expect(socialTemplateInputSchema.shape.overlay_style.parse(DEFAULT_OVERLAY_STYLE)).toEqual(DEFAULT_OVERLAY_STYLE);
    expect(socialTemplateInputSchema.safeParse({ ...NEW_SOCIAL_TEMPLATE, name: 'Story' }).success).toBe(true);
  });

  it('refuses an unsafe value with the message for its field', () => {
    const parsed = socialTemplateInputSchema.shape.overlay_style.safeParse({
      fontSize: '200px',
      color: 'url(x)',
      backgroundColor: 'expression(alert(1))',
      padding: 'auto',
    });

    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fontSize', OVERLAY_STYLE_MESSAGES.fontSize],
      ['color', OVERLAY_STYLE_MESSAGES.color],
      ['backgroundColor', OVERLAY_STYLE_MESSAGES.backgroundColor],
      ['padding', OVERLAY_STYLE_MESSAGES.padding],
    ]);
  });

  it('draws each stored value that passes its rule, and the default in place of one that does not', () => {
    expect(
      safeOverlayStyle({ fontSize: '24px', color: 'url(x)', backgroundColor: '#000', padding: '1rem' }, DEFAULT_OVERLAY_STYLE),
    ).toEqual({
      fontSize: '24px',
      color: DEFAULT_OVERLAY_STYLE.color,
      backgroundColor: '#000',
      padding: '1rem',
    });
    expect(safeOverlayStyle(undefined, DEFAULT_OVERLAY_STYLE)).toEqual(DEFAULT_OVERLAY_STYLE);
  });
});
