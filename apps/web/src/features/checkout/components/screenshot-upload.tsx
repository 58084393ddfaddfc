import { SCREENSHOT_ACCEPT, SCREENSHOT_MAX_BYTES } from '@shop/contract';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';

function rejectionText(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return 'The screenshot is larger than 5 MB. Please upload a smaller image.';
  if (code === 'file-invalid-type') return 'Please choose an image (JPEG, PNG or WebP).';
  return 'Please choose one image.';
}

/**
 * Drag and drop or browse, images only, a preview, a view link and a remove action, then
 * SUBMIT. `current` is the screenshot already on the order ('Payment Submitted'): removing it only
 * clears the view, so a new one can be chosen and submitted in its place.
 */
export function ScreenshotUpload(props: { current: string | null; submitting: boolean; onSubmit: (file: File) => void }) {
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
    onDropRejected: (rejections) => toast.error(rejectionText(rejections), { id: TOAST_IDS.order }),
  });

  const shown = preview ?? (showCurrent ? props.current : null);
  return (
    <div className="space-y-3">
      {shown ? (
        <div className="flex items-center gap-4 rounded-xl border border-cocoa-900/15 bg-white p-3">
          <img src={shown} alt="Payment screenshot preview" className="h-28 w-20 rounded object-cover ring-1 ring-cocoa-900/10" />
          <div className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-cocoa-900">{file ? file.name : 'Submitted screenshot'}</span>
            <a href={shown} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline">
              View
            </a>
            <button
              type="button"
              onClick={() => (file ? setFile(null) : setShowCurrent(false))}
              className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-red-800"
            >
              <X aria-hidden="true" className="size-4" /> Remove
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
          <input {...getInputProps({ 'aria-label': 'Payment screenshot' })} />
          <ImageUp aria-hidden="true" className="size-8 text-cocoa-500" />
          <p className="text-sm text-cocoa-900">Drag and drop your payment screenshot here, or</p>
          <Button variant="secondary" onClick={open}>
            Browse
          </Button>
          <p className="text-xs text-cocoa-700">JPEG, PNG or WebP, up to 5 MB</p>
        </div>
      )}
      <Button className="w-full" loading={props.submitting} disabled={!file} onClick={() => file && props.onSubmit(file)}>
        SUBMIT
      </Button>
    </div>
  );
}
