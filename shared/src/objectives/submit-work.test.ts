import { submitWorkSchema } from './objectives';

const linkProof = (url: unknown) => submitWorkSchema.safeParse({ objective_id: 'o-1', proof: { kind: 'link', url } });

describe('a link proof', () => {
  it('takes a link typed without its scheme as https, trimmed', () => {
    expect(linkProof('  instagram.com/p/my-post ').data?.proof).toEqual({ kind: 'link', url: 'https://instagram.com/p/my-post' });
    expect(linkProof('http://example.com/post').data?.proof).toEqual({ kind: 'link', url: 'http://example.com/post' });
  });

  it('refuses what is no web address, whatever its scheme, with one message', () => {
    for (const url of ['', 'not a url', 'javascript:alert(1)', 'ftp://example.com/file', 'mailto:sam@example.com', 42, null]) {
      const parsed = linkProof(url);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid URL']);
    }
  });
});
