import { slideArtList, slideThemeList } from '@shop/shared';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';
import { uploadToApi } from '~/lib/browser-api';
import type { FieldErrors } from '~/lib/form-result';
import type { EditedStorefront } from './admin-storefront-form';

export type EditedSlide = EditedStorefront['slides'][number];

const newSlide = (): EditedSlide => ({
  image: 'art:mortar',
  eyebrow: '',
  headline: '',
  text: '',
  link: '/shop/all',
  theme: 'forest',
  startsOn: null,
  endsOn: null,
});

const themeNames: Record<(typeof slideThemeList)[number], string> = {
  forest: 'Forest green',
  sunrise: 'Sunrise (light)',
  teal: 'Deep teal',
};

/**
 * A picture through the shop's upload pipeline (stored as WebP in several widths, as product images
 * are): the answer's address becomes the slide's image.
 */
function UploadPicture({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const upload = async (file: File) => {
    setError(undefined);
    setProgress(0);
    const result = await uploadToApi('POST /product/upload-image', file, setProgress);
    setProgress(null);
    if (result.ok && result.body.coverImage) onUploaded(result.body.coverImage);
    else setError(result.ok ? 'The upload gave no address' : (result.error?.message ?? 'Upload failed'));
  };
  return (
    <div>
      <label className="block text-sm font-medium text-stone-800">
        Or upload a picture
        <input
          type="file"
          accept="image/*"
          className="mt-1.5 block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      {progress !== null && (
        <p className="mt-1 text-xs text-stone-600">Uploading… {Math.round(progress * 100)}%</p>
      )}
      <Alert className="mt-2">{error}</Alert>
    </div>
  );
}

/** One slide's fields; every one a named input, so a save works without JavaScript too. */
function SlideFields({
  slide,
  index,
  errors,
  onChange,
}: {
  slide: EditedSlide;
  index: number;
  errors: FieldErrors;
  onChange: (slide: EditedSlide) => void;
}) {
  const name = (field: keyof EditedSlide) => `slides.${index}.${field}`;
  const set = (field: keyof EditedSlide) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...slide, [field]: event.currentTarget.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name={name('headline')}
        label="Headline"
        value={slide.headline}
        onChange={set('headline')}
        errors={errors}
      />
      <TextField
        name={name('eyebrow')}
        label="Small text above"
        value={slide.eyebrow}
        onChange={set('eyebrow')}
        errors={errors}
      />
      <TextField
        name={name('text')}
        label="Text"
        value={slide.text}
        onChange={set('text')}
        errors={errors}
        className="sm:col-span-2"
      />
      <TextField
        name={name('link')}
        label="Shop Now goes to"
        hint="A page of the shop, such as /shop/all (no other site)."
        value={slide.link}
        onChange={set('link')}
        errors={errors}
      />
      <SelectField
        name={name('theme')}
        label="Colours"
        value={slide.theme}
        onChange={set('theme')}
        errors={errors}
      >
        {slideThemeList.map((theme) => (
          <option key={theme} value={theme}>
            {themeNames[theme]}
          </option>
        ))}
      </SelectField>
      <TextField
        name={name('image')}
        label="Image"
        hint={`A drawing (${slideArtList.join(', ')}) or an uploaded picture.`}
        value={slide.image}
        onChange={set('image')}
        errors={errors}
      />
      <UploadPicture onUploaded={(url) => onChange({ ...slide, image: url })} />
      <TextField
        name={name('startsOn')}
        label="Shows from (India date)"
        hint="Blank: from now."
        type="date"
        value={slide.startsOn ?? ''}
        onChange={set('startsOn')}
        errors={errors}
      />
      <TextField
        name={name('endsOn')}
        label="Shows until (India date, included)"
        hint="Blank: no end."
        type="date"
        value={slide.endsOn ?? ''}
        onChange={set('endsOn')}
        errors={errors}
      />
    </div>
  );
}

/** The banner's slides in their order: edit, move, add, remove. */
export function SlidesEditor({
  slides,
  errors,
  onChange,
}: {
  slides: EditedSlide[];
  errors: FieldErrors;
  onChange: (slides: EditedSlide[]) => void;
}) {
  const move = (from: number, to: number) => {
    const next = [...slides];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <div className="space-y-4">
      <Alert>{errors.slides}</Alert>
      {slides.map((slide, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide has no id; its place is its identity
          key={index}
          className="space-y-4 rounded-2xl border border-stone-200 p-4"
        >
          <legend className="px-1 text-sm font-semibold text-brand-900">Slide {index + 1}</legend>
          <SlideFields
            slide={slide}
            index={index}
            errors={errors}
            onChange={(changed) => onChange(slides.map((s, i) => (i === index ? changed : s)))}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={index === 0} onClick={() => move(index, index - 1)}>
              Move up
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={index === slides.length - 1}
              onClick={() => move(index, index + 1)}
            >
              Move down
            </Button>
            <Button
              size="sm"
              variant="dangerOutline"
              disabled={slides.length === 1}
              onClick={() => onChange(slides.filter((_, i) => i !== index))}
            >
              Remove slide {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <Button
        variant="outline"
        disabled={slides.length >= 8}
        onClick={() => onChange([...slides, newSlide()])}
      >
        Add a slide
      </Button>
    </div>
  );
}
