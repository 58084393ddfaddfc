import { ADMIN_IMAGE_MAX_BYTES, thumbnailUrl, type ImageKind } from '@shop/contract';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { uploadImage } from '../api.ts';

interface Props {
  kind: ImageKind;
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  label: string;
  error?: string | undefined;
}

/** Uploads at once (the server checks, re-encodes and resizes), then keeps the URLs in the form. */
export function ImageUpload({ kind, value, onChange, max, label, error }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const picked = [...files].slice(0, max - value.length);
    const tooBig = picked.find((f) => f.size > ADMIN_IMAGE_MAX_BYTES);
    if (tooBig) {
      toast.error(`${tooBig.name} is larger than ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setBusy(true);
    try {
      const urls: string[] = [];
      for (const f of picked) urls.push(await uploadImage(kind, f));
      onChange([...value, ...urls]);
      toast.success(urls.length === 1 ? 'Image uploaded.' : `${urls.length} images uploaded.`);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-cocoa-900 text-sm font-medium">{label}</span>
      <div className="flex flex-wrap gap-3">
        {value.map((url, i) => (
          <div key={url} className="relative">
            <img
              src={thumbnailUrl(url)}
              alt={`Image ${i + 1}`}
              className={`ring-cocoa-900/10 rounded-lg object-cover ring-1 ${kind === 'slider' ? 'h-24 w-60' : 'size-24'}`}
            />
            <button
              type="button"
              onClick={() => onChange(value.filter((u) => u !== url))}
              className="bg-cocoa-900 text-cream absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full"
              aria-label={`Remove image ${i + 1}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
        {value.length < max && (
          <label
            htmlFor={id}
            className={`border-cocoa-900/30 text-cocoa-700 hover:border-accent flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed text-xs ${kind === 'slider' ? 'h-24 w-60' : 'size-24'}`}
          >
            {busy ? <Spinner className="size-5" /> : <ImagePlus aria-hidden="true" className="size-6" />}
            {busy ? 'Uploading…' : 'Add image'}
          </label>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={max > 1}
        className="sr-only"
        disabled={busy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          void onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
