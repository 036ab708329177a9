import { campaignPageAddressOf } from './campaign-page-address';

describe('campaignPageAddressOf', () => {
  it.each([
    ['/campaign/hillside-drive', { slug: 'hillside-drive', memberCode: null }],
    ['/campaign/hillside-drive?member=JORDANHHS', { slug: 'hillside-drive', memberCode: 'JORDANHHS' }],
    ['/campaign/hillside-drive/?member=jordanhhs&utm_source=sms', { slug: 'hillside-drive', memberCode: 'jordanhhs' }],
    // Decoded as a router decodes a path parameter; an encoding that is not valid stays as it came.
    ['/campaign/caf%C3%A9-drive', { slug: 'café-drive', memberCode: null }],
    ['/campaign/100%-drive', { slug: '100%-drive', memberCode: null }],
    ['/campaign/', { slug: '', memberCode: null }],
  ])('reads %s', (address, expected) => {
    expect(campaignPageAddressOf(address)).toEqual(expected);
  });
});
