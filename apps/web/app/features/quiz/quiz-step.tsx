import { quizRules } from '@shop/shared';
import { Form } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FieldErrors } from '~/lib/form-result';
import { quizQuestions } from './quiz-content';
import { CONTACT_STEP, PHONE_STEP, type QuizState } from './quiz-state';

/** The state of the other steps, carried along in hidden fields. */
function CarriedState({ state }: { state: QuizState }) {
  return (
    <>
      <input type="hidden" name="step" value={state.step} />
      {state.answers.map((answer, index) =>
        index === state.step || answer === null ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: one hidden field per question, in order.
          <input key={index} type="hidden" name={`a${index}`} value={answer} />
        ),
      )}
      {state.step !== PHONE_STEP && <input type="hidden" name="phone" value={state.phone} />}
      {state.step !== CONTACT_STEP && (
        <>
          <input type="hidden" name="name" value={state.name} />
          <input type="hidden" name="email" value={state.email} />
        </>
      )}
    </>
  );
}

/** The progress bar over the 12 steps. */
function QuizProgress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / quizRules.stepCount) * 100);
  return (
    <div>
      <p className="flex justify-between text-sm font-medium text-stone-700">
        <span>
          Step {step + 1} of {quizRules.stepCount}
        </span>
        <span>{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={1}
        aria-valuemax={quizRules.stepCount}
        aria-valuenow={step + 1}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** One step of the quiz as a plain form: a question, the phone, or name and e-mail. */
export function QuizStep({
  state,
  errors,
  message,
  busy,
}: {
  state: QuizState;
  errors: FieldErrors;
  message?: string;
  busy: boolean;
}) {
  const { step } = state;
  const question = step < PHONE_STEP ? quizQuestions[step] : undefined;
  const answerError = errors[`a${step}`];
  return (
    <Form method="post" className="space-y-6" noValidate>
      <QuizProgress step={step} />
      <Alert>{message}</Alert>
      <CarriedState state={state} />
      {question ? (
        <fieldset aria-describedby={answerError ? 'answer-error' : undefined}>
          <legend className="font-display text-2xl text-stone-900">{question.question}</legend>
          <div className="mt-5 space-y-3">
            {question.options.map((option, index) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm transition has-checked:border-brand-600 has-checked:bg-brand-50 hover:border-brand-300"
              >
                <input
                  type="radio"
                  name={`a${step}`}
                  value={index}
                  defaultChecked={state.answers[step] === index}
                  className="size-4 accent-brand-700"
                />
                <span className="text-stone-800">{option}</span>
              </label>
            ))}
          </div>
          {answerError && (
            <p id="answer-error" className="mt-3 text-sm text-red-700">
              {answerError}
            </p>
          )}
        </fieldset>
      ) : step === PHONE_STEP ? (
        <div>
          <h2 className="font-display text-2xl text-stone-900">Your phone number</h2>
          <p className="mt-1 text-stone-600">Our wellness advisor can call you about your result.</p>
          <TextField
            className="mt-4"
            name="phone"
            type="tel"
            label="Phone"
            autoComplete="tel"
            defaultValue={state.phone}
            errors={errors}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <h2 className="font-display text-2xl text-stone-900">
            Almost done: who should we send your result to?
          </h2>
          <TextField name="name" label="Name" autoComplete="name" defaultValue={state.name} errors={errors} />
          <TextField
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            defaultValue={state.email}
            errors={errors}
          />
        </div>
      )}
      {/* Next comes first in the markup: Enter in a text box submits with the form's first button. */}
      <div className="flex flex-row-reverse justify-between gap-3">
        <SubmitButton busy={busy} busyLabel={step === CONTACT_STEP ? 'Scoring…' : 'Next'}>
          {step === CONTACT_STEP ? 'Finish' : 'Next'}
        </SubmitButton>
        <Button type="submit" name="intent" value="previous" variant="outline" disabled={step === 0}>
          Previous
        </Button>
      </div>
    </Form>
  );
}
