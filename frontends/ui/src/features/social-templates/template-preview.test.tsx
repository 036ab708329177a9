import { DEFAULT_OVERLAY_STYLE, type OverlayPosition, type SocialTemplate } from '@app/shared/content';
import { render, screen } from '@testing-library/react';
import { TemplatePreview } from './template-preview';

const template = (overrides: Partial<SocialTemplate> = {}) => ({
  name: 'Leaderboard story',
  file_type: 'image' as const,
  file_url: 'https://files.example/story.png',
  overlay_position: 'bottom' as OverlayPosition,
  overlay_style: { ...DEFAULT_OVERLAY_STYLE },
  ...overrides,
});

const overlay = () => screen.getByTestId('caption-overlay');

describe('TemplatePreview', () => {
  it.each([
    ['top', ['top-0', 'inset-x-0', 'text-center']],
    ['center', ['top-1/2', '-translate-y-1/2', 'inset-x-0', 'text-center']],
    ['bottom', ['bottom-0', 'inset-x-0', 'text-center']],
    // Custom: no band, a block sized to its text at the top-left corner.
    ['custom', ['top-0', 'left-0', 'text-left']],
  ] as const)('draws the caption over the picture at the %s, in the chosen style', (position, classes) => {
    const style = { fontSize: '1.5rem', color: 'gold', backgroundColor: 'rgba(10, 20, 30, 0.8)', padding: '4px 12px' };
    render(<TemplatePreview template={template({ overlay_position: position, overlay_style: style })} caption={'Code SAMR\nShop now'} />);

    const caption = overlay();
    expect(caption).toHaveTextContent('Code SAMR Shop now');
    expect(caption).toHaveAttribute('data-position', position);
    expect(caption).toHaveClass('absolute', ...classes);
    expect(caption).toHaveStyle({
      fontSize: '1.5rem',
      color: 'rgb(255, 215, 0)',
      backgroundColor: 'rgba(10, 20, 30, 0.8)',
      padding: '4px 12px',
    });
    // Over the picture: both in one positioned box.
    expect(caption.parentElement).toHaveClass('relative');
    expect(caption.parentElement).toContainElement(screen.getByRole('img', { name: 'Leaderboard story' }));
  });

  it('draws over a video too, letting clicks through to its controls', () => {
    render(<TemplatePreview template={template({ file_type: 'video', file_url: 'https://files.example/reel.mp4' })} caption="Watch" />);

    expect(overlay().parentElement).toContainElement(screen.getByLabelText('Leaderboard story'));
    expect(overlay()).toHaveClass('pointer-events-none');
  });

  it('draws a stored value the rules refuse with the default in its place', () => {
    const unsafe = { fontSize: '16px; position: fixed', color: 'url(https://example.com/x)', backgroundColor: '#123456', padding: '999px' };
    render(<TemplatePreview template={template({ overlay_style: unsafe })} caption="Hi" />);

    expect(overlay()).toHaveStyle({
      fontSize: DEFAULT_OVERLAY_STYLE.fontSize,
      color: 'rgb(255, 255, 255)',
      backgroundColor: 'rgb(18, 52, 86)',
      padding: DEFAULT_OVERLAY_STYLE.padding,
    });
    expect(overlay().getAttribute('style')).not.toMatch(/url|fixed/);
  });

  it('draws nothing over the picture without a caption', () => {
    render(<TemplatePreview template={template()} caption="  " />);

    expect(screen.getByRole('img', { name: 'Leaderboard story' })).toBeInTheDocument();
    expect(screen.queryByTestId('caption-overlay')).not.toBeInTheDocument();
  });
});
