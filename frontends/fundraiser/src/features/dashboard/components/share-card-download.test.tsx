import { render, screen } from '@testing-library/react';
import { ShareCardDownload } from './share-card-download';

const hillside = { campaign_name: 'Hillside Shirt Drive', campaign_slug: 'hillside shirts', school_name: 'Hillside High School' };

describe('the share card on the dashboard', () => {
  it('previews the campaign’s share card, described for screen readers, and downloads it as a PNG', () => {
    render(<ShareCardDownload campaign={hillside} />);

    const preview = screen.getByRole('img', { name: /^Share card of Hillside Shirt Drive for Hillside High School/ });
    const download = screen.getByRole('link', { name: 'Download share card' });
    expect(preview).toHaveAttribute('src', '/campaign/hillside%20shirts/share-card.png');
    expect(download).toHaveAttribute('href', '/campaign/hillside%20shirts/share-card.png');
    expect(download).toHaveAttribute('download', 'hillside shirts-share-card.png');
  });
});
