import { z } from 'zod';

/** Spec §9: png or jpg, at most 5 MB each, at most 3 images per upload. */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
  contentTypes: ['image/png', 'image/jpeg'],
} as const;
export type ImageContentType = (typeof UPLOAD_LIMITS.contentTypes)[number];

/** What a member uploads an image for; each module that takes images names its purpose here. */
export const UPLOAD_PURPOSES = ['deposit_receipt', 'withdrawal_proof', 'activity_application'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** `POST /wps/member/files?purpose=…` (T, multipart/form-data, 1 to 3 image parts). */
export const uploadQuery = z.object({ purpose: z.enum(UPLOAD_PURPOSES) });
export const uploadResult = z.object({ ids: z.array(z.uuid()) });
export type UploadResult = z.infer<typeof uploadResult>;

export const fileIdParam = z.object({ id: z.uuid() });
export const operatorFileParam = z.object({ merchantCode: z.string().min(1).max(32), id: z.uuid() });
