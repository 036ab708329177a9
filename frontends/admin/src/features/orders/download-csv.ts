import { saveFile } from '@app/ui';

/**
 * Saves text as a CSV file from the browser: the Payouts view builds its export from the list it already
 * shows, so the download costs no request. The byte-order mark makes spreadsheet apps read it as UTF-8.
 */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
