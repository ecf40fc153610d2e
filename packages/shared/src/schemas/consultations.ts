import { minutesOfDay } from '../rules/consultations.ts';
import { PhoneSchema } from './accounts.ts';
import { ApiErrorSchema, DayQuerySchema, IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** What a consultation can be about (docs/PRODUCT.md, Consultations), key and label. */
export const consultationTopics = {
  digestion: 'Digestion',
  stress_sleep: 'Stress and sleep',
  immunity: 'Immunity',
  skin_hair: 'Skin and hair',
  mens_wellness: "Men's wellness",
  womens_wellness: "Women's wellness",
  other: 'Other',
} as const;
export type ConsultationTopic = keyof typeof consultationTopics;
const topicKeys = Object.keys(consultationTopics) as [ConsultationTopic, ...ConsultationTopic[]];

export const consultationStatuses = ['booked', 'cancelled', 'done', 'no_show'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** Texts a person reads (the API's messages and the pages'). */
export const consultationMessages = {
  booked: 'Your consultation is booked',
  cancelled: 'Your consultation is cancelled',
  slotFull: 'That time has just been taken. Please pick another slot.',
  past: 'That time has already passed. Please pick a later slot.',
  outsideHours: 'Consultations are not held at that time. Please pick one of the listed slots.',
  closedDate: 'We are closed on that day. Please pick another day.',
  beyondHorizon: 'That day is too far ahead to book yet. Please pick an earlier day.',
  notFound: 'Consultation not found',
  tooLate: 'A consultation can be changed or cancelled until 2 hours before it starts.',
  notBooked: 'This consultation is no longer booked.',
  alreadyBooked: 'You already have a consultation at that time.',
  alreadyCancelled: 'This consultation is already cancelled.',
  cancelSettled: 'This consultation is already marked done or no-show; only a booked one can be cancelled.',
  cancelStarted: 'This consultation has already started. Mark it done or no-show instead.',
  cancelledByShop: 'Consultation cancelled; the customer is told by e-mail',
  placeRetaken:
    'Its place has been booked by someone else meanwhile, so it cannot be marked booked again. Ask the customer to book another time.',
  invalidTime: 'Pick a time such as 2026-11-25T10:30:00+05:30',
} as const;

const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
const topicByName = new Map<string, ConsultationTopic>(
  topicKeys.flatMap((key) => [
    [squash(key), key],
    [squash(consultationTopics[key]), key],
  ]),
);

/** A topic by its key (`stress_sleep`) or its label in any case and spacing ("Stress and sleep"). */
export const ConsultationTopicSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (topicByName.get(squash(value)) ?? value) : value),
  z.enum(topicKeys, { error: 'Pick a topic from the list' }),
);

/** An instant with its offset, `2026-11-25T10:30:00+05:30` (or `Z`); anything else is 400. */
export const ConsultationStartSchema = z
  .string({ error: 'Start is required' })
  .trim()
  .max(40, consultationMessages.invalidTime)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    consultationMessages.invalidTime,
  );

export const ConsultationSlotsQuerySchema = z.object({
  from: DayQuerySchema.optional(),
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(1, 'days is at least 1')
    .max(62, 'days is at most 62')
    .default(7),
});

export const ConsultationSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** Places left in the slot (0 when full). */
  available: z.number().int(),
});
export type ConsultationSlot = z.infer<typeof ConsultationSlotSchema>;
export const ConsultationSlotsSchema = z.object({ slots: z.array(ConsultationSlotSchema) });

/** 409 when the slot filled up meanwhile: the body carries the slots of that day as they are now. */
export const SlotFullErrorSchema = ApiErrorSchema.extend({ slots: z.array(ConsultationSlotSchema) });

export const consultationNoteMax = 1000;

export const BookConsultationSchema = z.object({
  start: ConsultationStartSchema,
  topic: ConsultationTopicSchema,
  phone: PhoneSchema,
  note: plainTextSchema('Note', { max: consultationNoteMax, min: 0, multiline: true }).default(''),
});
export type BookConsultation = z.input<typeof BookConsultationSchema>;

export const RescheduleConsultationSchema = z.object({ start: ConsultationStartSchema });

export const ConsultationSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  topic: z.enum(topicKeys),
  topicLabel: z.string(),
  phone: z.string(),
  note: z.string(),
  status: z.enum(consultationStatuses),
  /** Still more than 2 hours away and booked: the customer may cancel or move it. */
  canChange: z.boolean(),
  createdAt: z.string(),
});
export type Consultation = z.infer<typeof ConsultationSchema>;
export const ConsultationResponseSchema = z.object({ consultation: ConsultationSchema });
export const ConsultationListSchema = z.object({ consultations: z.array(ConsultationSchema) });
export const ConsultationIdParamsSchema = z.object({ id: IdSchema });

// The owner's side

const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:30');
const DayHoursSchema = z
  .object({ open: TimeOfDaySchema, close: TimeOfDaySchema })
  .refine((hours) => minutesOfDay(hours.open) < minutesOfDay(hours.close), {
    message: 'Closing time must be after opening time',
    path: ['close'],
  });

export const ConsultationSettingsSchema = z
  .object({
    weeklyHours: z.array(DayHoursSchema.nullable()).length(7, 'Give the hours of all seven weekdays'),
    slotMinutes: z.coerce
      .number()
      .int('Slot length must be whole minutes')
      .min(10, 'Slot length is at least 10 minutes')
      .max(240, 'Slot length is at most 240 minutes'),
    practitioners: z.coerce
      .number()
      .int('Practitioners must be a whole number')
      .min(1, 'At least 1 practitioner')
      .max(50, 'At most 50 practitioners'),
    daysAhead: z.coerce
      .number()
      .int('Days ahead must be a whole number')
      .min(1, 'Days ahead is at least 1')
      // The booking page shows 62 days from today (the slots query's most): today and 60 more fit.
      .max(60, 'Days ahead is at most 60'),
    closedDates: z.array(DayQuerySchema).max(366, 'At most 366 closed dates'),
    maxUpcomingPerCustomer: z.coerce
      .number()
      .int('Upcoming bookings per customer must be a whole number')
      .min(1, 'At least 1 upcoming booking per customer')
      .max(20, 'At most 20 upcoming bookings per customer'),
  })
  .transform((settings) => ({ ...settings, closedDates: [...new Set(settings.closedDates)].sort() }));
export type ConsultationSettingsInput = z.input<typeof ConsultationSettingsSchema>;
export const ConsultationSettingsResponseSchema = z.object({ settings: ConsultationSettingsSchema });

export const AdminConsultationsQuerySchema = z.object({
  from: DayQuerySchema.optional(),
  to: DayQuerySchema.optional(),
});

export const AdminConsultationSchema = ConsultationSchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  adminNotes: z.string(),
});
export type AdminConsultation = z.infer<typeof AdminConsultationSchema>;
export const AdminConsultationListSchema = z.object({
  from: z.string(),
  to: z.string(),
  consultations: z.array(AdminConsultationSchema),
});

export const AdminConsultationPatchSchema = z
  .object({
    status: z.enum(['booked', 'done', 'no_show'], { error: 'Status is booked, done or no_show' }).optional(),
    adminNotes: plainTextSchema('Notes', { max: 2000, min: 0, multiline: true }).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.adminNotes !== undefined, {
    message: 'Send a status or notes',
    path: ['status'],
  });
/** The owner cancels a booked consultation; the reason, if any, goes into the customer's e-mail. */
export const AdminConsultationCancelSchema = z
  .object({ reason: plainTextSchema('Reason', { max: 500, min: 0, multiline: true }).optional() })
  .nullish();
export const AdminConsultationResponseSchema = z.object({ consultation: AdminConsultationSchema });
