import { conversionRate, formatConversionRate, linkStatsOf } from './link-stats';
import { isBotUserAgent } from './tracked-link';
import { trackedLinkFor } from './tracked-link';

describe('link figures', () => {
  it('converts orders ÷ clicks into a percentage with one decimal, none without a click', () => {
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(0, 5)).toBe(0);
    expect(conversionRate(3, 0)).toBeNull();
    expect(formatConversionRate(12.5)).toBe('12.5%');
    expect(formatConversionRate(null)).toBe('—');
  });

  it('lists each source with a click or an order, in the sources order, and their sum', () => {
    expect(linkStatsOf({ qr: 4, instagram: 10 }, { instagram: 2, email: 1 })).toEqual({
      sources: [
        { source: 'instagram', clicks: 10, orders: 2, conversion_rate: 20 },
        { source: 'email', clicks: 0, orders: 1, conversion_rate: null },
        { source: 'qr', clicks: 4, orders: 0, conversion_rate: 0 },
      ],
      total: { clicks: 14, orders: 3, conversion_rate: 21.4 },
    });
  });
});

describe('tracked links', () => {
  it('are absolute on the site origin, with via for a named source', () => {
    expect(trackedLinkFor('https://app.example/', 'SAMR')).toBe('https://app.example/r/SAMR');
    expect(trackedLinkFor('https://app.example', 'SAMR', 'qr')).toBe('https://app.example/r/SAMR?via=qr');
  });

  it('tell machines from people by user agent', () => {
    for (const bot of [
      'facebookexternalhit/1.1',
      'Googlebot/2.1',
      'curl/8.5.0',
      'Mozilla/5.0 HeadlessChrome/126',
      'WhatsApp/2.23',
      '',
      undefined,
    ]) {
      expect(isBotUserAgent(bot)).toBe(true);
    }
    expect(
      isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1'),
    ).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
  });
});

describe('in-app browsers', () => {
  it('are people, while the same apps preview fetchers are not', () => {
    expect(isBotUserAgent('Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 300.0.0.0 (iPhone14,5; iOS 17_0)')).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone) Mobile/15E148 [LinkedInApp]')).toBe(false);
    expect(isBotUserAgent('LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)')).toBe(true);
    expect(isBotUserAgent('TelegramBot (like TwitterBot)')).toBe(true);
  });
});
