import type { UploadKind } from '@talent/shared';
import type { FileInputLabels } from './file-input';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage } from '../../i18n/use-message';
import { acceptOf, fileProblem, formatFileSize } from '../../lib/file-check';

/**
 * What the shared FileInput needs for one kind of upload, in the reader's language: its accepted types, the
 * check of a chosen file (type and size, before anything is sent), its sizes and its labels.
 */
export function useFileInput(kind: UploadKind, extra: { current?: string; previewAlt?: string } = {}) {
  const { t, language } = useTranslation('common');
  const message = useMessage();
  const labels: FileInputLabels = {
    choose: t('ui.chooseFile'),
    none: t('ui.noFileChosen'),
    current: extra.current ?? '',
    selected: (name: string) => t('ui.selectedFile', { name }),
    clear: t('ui.removeFile'),
    previewAlt: extra.previewAlt,
  };
  return {
    accept: acceptOf(kind),
    check: (file: File) => {
      const problem = fileProblem(file, kind);
      return problem ? message(problem) : null;
    },
    formatSize: (bytes: number) => formatFileSize(bytes, language),
    labels,
  };
}
