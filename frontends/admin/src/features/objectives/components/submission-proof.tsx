import { UPLOAD_CONTENT_TYPES, type Submission } from '@app/shared/objectives';
import { ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';

const IMAGE_EXTENSIONS = new Set<string>(
  Object.entries(UPLOAD_CONTENT_TYPES)
    .filter(([contentType]) => contentType.startsWith('image/'))
    .map(([, extension]) => extension),
);

const extensionOf = (name: string | null) => name?.split('.').at(-1)?.toLowerCase();

/** Stored files are named by their type (a key ends in .png, .pdf...); the student's own file name is the fallback. */
const isImage = ({ file_key, file_name }: Submission['submission_data']) => {
  const extension = extensionOf(file_key) ?? extensionOf(file_name);
  return extension !== undefined && IMAGE_EXTENSIONS.has(extension === 'jpeg' ? 'jpg' : extension);
};

const linkClass = 'inline-flex max-w-full items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline';

/** The proof of a submission: a link (opened in a new tab), an uploaded file (an image shown, anything else linked) or a description. */
export function SubmissionProof({ submission }: { submission: Submission }) {
  const data = submission.submission_data;
  if (data.url) {
    return (
      <Section label="Link">
        <a href={data.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <span className="min-w-0 break-all">{data.url}</span>
          <ExternalLink aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Section>
    );
  }
  if (data.file_key) {
    const fileName = data.file_name ?? 'the uploaded file';
    if (!submission.file_url) {
      return (
        <Section label="Uploaded File">
          <p className="text-sm text-muted-foreground">The file could not be found in storage.</p>
        </Section>
      );
    }
    return (
      <Section label="Uploaded File">
        {isImage(data) && (
          <img
            src={submission.file_url}
            alt={submission.alt_text ?? `Uploaded by the ambassador: ${fileName}`}
            className="max-h-80 w-full rounded-md border bg-muted object-contain"
          />
        )}
        <a href={submission.file_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <FileText aria-hidden className="size-4 shrink-0" />
          <span className="min-w-0 break-all">Open {fileName}</span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Section>
    );
  }
  if (data.description) {
    return (
      <Section label="Description">
        <p className="text-sm wrap-anywhere whitespace-pre-line">{data.description}</p>
      </Section>
    );
  }
  return null;
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={label}>
      <h3 className="text-sm font-medium">{label}</h3>
      {children}
    </section>
  );
}
