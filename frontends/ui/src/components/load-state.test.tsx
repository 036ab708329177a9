import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { LoadFailed, SkeletonRows } from './load-state';

/** What axe-core finds wrong with the rendered tree, by rule (contrast needs a layout jsdom does not have). */
async function axeViolations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((violation) => violation.id);
}

describe('load states', () => {
  // The e2e accessibility sweep checks pages once they settle; a screen reader also meets them while they load.
  it('names the placeholder rows as a status a screen reader announces, which axe accepts', async () => {
    const { container } = render(<SkeletonRows label="Loading assets" rows={3} rowClassName="h-48" />);

    expect(screen.getByRole('status', { name: 'Loading assets' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what failed, as an alert with a way to try again, which axe accepts', async () => {
    const { container } = render(<LoadFailed message="Failed to fetch assets" onRetry={() => undefined} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch assets');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
