import { SCREENSHOT_ACCEPT, SCREENSHOT_MAX_BYTES } from '@shop/contract';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from '../../../shared/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

function rejectionText(rejections: FileRejection[], t: TFunction<'checkout'>): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return t('screenshotUpload.tooLarge');
  if (code === 'file-invalid-type') return t('screenshotUpload.notAnImage');
  return t('screenshotUpload.oneImage');
}

/**
 * Drag and drop or browse, images only, a preview, a view link and a remove action, then
 * SUBMIT. `current` is the screenshot already on the order ('Payment Submitted'): removing it only
 * clears the view, so a new one can be chosen and submitted in its place.
 */
export function ScreenshotUpload(props: {
  current: string | null;
  submitting: boolean;
  onSubmit: (file: File) => void;
}) {
  const { t } = useTranslation('checkout');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [showCurrent, setShowCurrent] = useState(true);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: SCREENSHOT_ACCEPT,
    maxSize: SCREENSHOT_MAX_BYTES,
    multiple: false,
    noClick: true,
    onDropAccepted: (files) => setFile(files[0] ?? null),
    onDropRejected: (rejections) => toast.error(rejectionText(rejections, t), { id: TOAST_IDS.order }),
  });

  const shown = preview ?? (showCurrent ? props.current : null);
  return (
    <div className="space-y-3">
      {shown ? (
        <div className="border-cocoa-900/15 flex items-center gap-4 rounded-xl border bg-white p-3">
          <img
            src={shown}
            alt={t('screenshotUpload.paymentScreenshotPreview')}
            className="ring-cocoa-900/10 h-28 w-20 rounded object-cover ring-1"
          />
          <div className="flex flex-col gap-1 text-sm">
            <span className="text-cocoa-900 font-medium">
              {file ? file.name : t('screenshotUpload.submittedScreenshot')}
            </span>
            <a
              href={shown}
              target="_blank"
              rel="noreferrer"
              className="text-accent-700 inline-flex min-h-11 items-center font-semibold underline"
            >
              {t('screenshotUpload.view')}
            </a>
            <button
              type="button"
              onClick={() => (file ? setFile(null) : setShowCurrent(false))}
              className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-red-800"
            >
              <X aria-hidden="true" className="size-4" /> {t('screenshotUpload.remove')}
            </button>
          </div>
        </div>
      ) : (
        <div
          {...getRootProps()}
          className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
            isDragActive ? 'border-accent bg-wheat/40' : 'border-cocoa-900/25 bg-white'
          }`}
        >
          <input {...getInputProps({ 'aria-label': t('screenshotUpload.paymentScreenshot') })} />
          <ImageUp aria-hidden="true" className="text-cocoa-500 size-8" />
          <p className="text-cocoa-900 text-sm">{t('screenshotUpload.dragAndDropYourPayment')}</p>
          <Button variant="secondary" onClick={open}>
            {t('screenshotUpload.browse')}
          </Button>
          <p className="text-cocoa-700 text-xs">{t('screenshotUpload.jpegPngOrWebpUp')}</p>
        </div>
      )}
      <Button
        className="w-full"
        loading={props.submitting}
        disabled={!file}
        onClick={() => file && props.onSubmit(file)}
      >
        {t('screenshotUpload.submit')}
      </Button>
    </div>
  );
}
