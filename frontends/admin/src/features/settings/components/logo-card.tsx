import { LOGO_FILE_ACCEPT, LOGO_FILE_RULES, logoFileProblem, type BrandingTab } from '@app/shared/settings';
import { brandingKey, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FileField, Spinner, toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { Trash2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useSWRConfig } from 'swr';
import { removeLogo, settingsKey, uploadLogo } from '../api/settings';

type AllSettingsCache = { branding: BrandingTab } | undefined;

/**
 * The Branding tab's logo: chosen, it is uploaded and saved at once, and every shell shows it in place of
 * the initials (and every e-mail above its text); removed, the initials come back.
 */
export function LogoCard({ logoUrl, programName }: { logoUrl: string | null; programName: string }) {
  const { mutate } = useSWRConfig();
  const [stage, setStage] = useState<'idle' | 'uploading' | 'removing'>('idle');
  const [fileError, setFileError] = useState<string>();
  const [fileName, setFileName] = useState<string | null>(null);

  const show = async (branding: BrandingTab, title: string) => {
    await mutate(settingsKey, (current: AllSettingsCache) => (current ? { ...current, branding } : current), { revalidate: false });
    await mutate(brandingKey);
    toast({ title, description: 'Every page and e-mail shows it from now on.' });
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    const problem = logoFileProblem({ contentType: file.type, size: file.size });
    setFileError(problem);
    if (problem) return;
    setStage('uploading');
    try {
      await show(await uploadLogo(file), 'Logo Saved');
      setFileName(null);
    } catch (error) {
      setFileError(error instanceof ApiError || error instanceof Error ? error.message : 'The upload failed. Please try again.');
    } finally {
      setStage('idle');
    }
  };

  const remove = async () => {
    setStage('removing');
    try {
      await show(await removeLogo(), 'Logo Removed');
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to remove the logo', variant: 'destructive', error });
    } finally {
      setStage('idle');
    }
  };

  const busy = stage !== 'idle';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>
          Shown in every area&apos;s sidebar, on the sign-in and sign-up pages and at the top of every e-mail. Without one, the logo
          initials below stand in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-start">
        <div className="flex h-24 items-center justify-center rounded-md border bg-muted/50 p-2">
          {logoUrl ? (
            <img src={logoUrl} alt={`${programName} logo`} className="max-h-full max-w-full object-contain" />
          ) : (
            <p className="text-center text-sm text-muted-foreground">No logo yet</p>
          )}
        </div>
        <div className="grid min-w-0 gap-3">
          <FileField
            label={logoUrl ? 'Replace Logo' : 'Upload Logo'}
            accept={LOGO_FILE_ACCEPT}
            disabled={busy}
            onChange={(event) => void chooseFile(event)}
            fileName={fileName}
            hint={`A PNG, JPEG or WebP of at most ${LOGO_FILE_RULES.maxBytes / 1024 / 1024} MB; it is shown 32 px high, so a wide logo stays readable.`}
            error={fileError}
          />
          {stage === 'uploading' && (
            <p className="flex items-center gap-2 text-sm">
              <Spinner label="Uploading" className="[&_svg]:size-4" />
              Uploading the logo...
            </p>
          )}
          {logoUrl && (
            <div>
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void remove()}>
                <Trash2 aria-hidden />
                {stage === 'removing' ? 'Removing...' : 'Remove Logo'}
              </Button>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
