import { useId, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { uploadImage } from './upload-image';

/**
 * The main image: picking a file uploads it at once with a progress bar; the stored URL goes with the
 * form in a hidden field. The picker accepts images only; the API checks the content again.
 */
export function ImagePicker({
  name,
  label,
  initialUrl,
  onBusyChange,
}: {
  name: string;
  label: string;
  initialUrl: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  const upload = async (file: File) => {
    setError(undefined);
    if (!file.type.startsWith('image/')) {
      setError('Choose an image file (JPEG, PNG, WebP, GIF or AVIF)');
      return;
    }
    setProgress(0);
    onBusyChange(true);
    const outcome = await uploadImage(file, setProgress);
    onBusyChange(false);
    setProgress(null);
    if (outcome.ok) setUrl(outcome.url);
    else setError(outcome.message);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input type="hidden" name={name} value={url} />
      <div className="mt-1.5 flex items-center gap-4">
        {url ? (
          <img
            src={url}
            alt=""
            width={120}
            height={68}
            className="aspect-video w-30 rounded-lg object-cover"
          />
        ) : (
          <div className="grid aspect-video w-30 place-items-center rounded-lg bg-stone-100 text-xs text-stone-500">
            No image
          </div>
        )}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      {progress !== null && (
        <div className="mt-2">
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
            max={100}
            value={Math.round(progress * 100)}
            aria-label="Upload progress"
          />
          <p className="mt-1 text-xs text-stone-600">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}
      <Alert className="mt-2">{error}</Alert>
    </div>
  );
}
