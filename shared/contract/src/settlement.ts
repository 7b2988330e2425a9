// The merchant settlement application and the picture upload.
import type { MerchantSettledResponse } from '../../../api/src/schemas/settlement';
import type { UploadQuery } from '../../../api/src/schemas/upload';

export type {
  MerchantSettledResponse as MerchantSettled,
  SettledAgreement,
  SettledApplyBody as MerchantSettledApplyRequest,
  SettlementEvent,
} from '../../../api/src/schemas/settlement';
export type { FileResultVo as FileResult } from '../../../api/src/schemas/upload';

/** 1 pending, 2 approved, 3 rejected. */
export type AuditStatus = MerchantSettledResponse['auditStatus'];
/** What an uploaded picture is for. */
export type UploadModel = NonNullable<UploadQuery['model']>;
