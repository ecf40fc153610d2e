import { useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { TrashIcon } from '~/components/ui/page-icons';
import { uploadToApi } from '~/lib/browser-api';

export interface ManagedImage {
  key: string;
  url: string;
  alt: string;
}

interface Upload {
  name: string;
  percent: number;
}

/** Uploads one file (the session cookie and the page's Origin go with it, as the API's CSRF check wants). */
async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<ManagedImage> {
  const result = await uploadToApi('POST /product/upload-image', file, (fraction) =>
    onProgress(Math.round(fraction * 100)),
  );
  if (result.ok) return { key: result.body.image._id, url: result.body.image.url, alt: '' };
  if (result.status === 0) throw new Error('The upload failed: check the connection and try again');
  throw new Error(result.error?.message ?? 'The upload failed');
}

/** The product's pictures: upload with a progress bar, move left or right, remove. The first is the main one. */
export function ImageManager({ initial, error }: { initial: ManagedImage[]; error?: string }) {
  const [images, setImages] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failure, setFailure] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const add = async (files: FileList | null) => {
    setFailure(undefined);
    for (const file of Array.from(files ?? [])) {
      setUploads((current) => [...current, { name: file.name, percent: 0 }]);
      try {
        const image = await uploadFile(file, (percent) =>
          setUploads((current) =>
            current.map((upload) => (upload.name === file.name ? { ...upload, percent } : upload)),
          ),
        );
        setImages((current) => [...current, { ...image, alt: file.name.replace(/\.[^.]+$/, '') }]);
      } catch (problem) {
        setFailure(`${file.name}: ${(problem as Error).message}`);
      } finally {
        setUploads((current) => current.filter((upload) => upload.name !== file.name));
      }
    }
    if (input.current) input.current.value = '';
  };

  const move = (index: number, by: number) =>
    setImages((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-800">Images</legend>
      <input
        type="hidden"
        name="images"
        value={JSON.stringify(images.map(({ key, alt }) => ({ key, alt })))}
      />
      <Alert>{failure ?? error}</Alert>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((image, index) => (
          <li
            key={image.key}
            className="rounded-xl border border-stone-200 bg-white p-2"
            data-image-key={image.key}
          >
            <img src={image.url} alt={image.alt} className="aspect-square w-full rounded-lg object-cover" />
            <p className="mt-1 text-xs text-stone-600">{index === 0 ? 'Main image' : `Image ${index + 1}`}</p>
            <div className="mt-1 flex justify-between">
              <button
                type="button"
                onClick={() => move(index, -1)}
                disabled={index === 0}
                aria-label={`Move image ${index + 1} earlier`}
                className="rounded p-1.5 hover:bg-stone-100 disabled:opacity-30"
              >
                <ChevronLeftIcon className="h-4 w-4" />
              </button>
              <button
                type="button"
                onClick={() => move(index, 1)}
                disabled={index === images.length - 1}
                aria-label={`Move image ${index + 1} later`}
                className="rounded p-1.5 hover:bg-stone-100 disabled:opacity-30"
              >
                <ChevronRightIcon className="h-4 w-4" />
              </button>
              <button
                type="button"
                onClick={() => setImages((current) => current.filter((_, at) => at !== index))}
                aria-label={`Remove image ${index + 1}`}
                className="rounded p-1.5 text-red-700 hover:bg-red-50"
              >
                <TrashIcon className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {uploads.map((upload) => (
        <div key={upload.name} className="text-sm">
          <label>
            Uploading {upload.name}
            <progress max={100} value={upload.percent} className="mt-1 block h-2 w-full accent-brand-700">
              {upload.percent}%
            </progress>
          </label>
        </div>
      ))}
      <label className={`${buttonClass({ variant: 'outline', size: 'sm' })} cursor-pointer`}>
        Add images
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => void add(event.target.files)}
        />
      </label>
    </fieldset>
  );
}
