// DTOs of the merchant settlement application (facts 2.17) and picture upload (facts 2.18).

/** 1 pending, 2 approved, 3 rejected (facts section 3). */
export type AuditStatus = 1 | 2 | 3;

export type SettlementEventName = 'submitted' | 'resubmitted' | 'rejected' | 'approved';

/** One step of an application, oldest first. */
export interface SettlementEvent {
  event: SettlementEventName;
  /** The rejection reason; null for other steps. */
  reason: string | null;
  createTime: string;
}

/** MerchantSettledResponse, plus countryCode, updateTime, merId and history (our API). */
export interface MerchantSettled {
  id: number;
  name: string;
  categoryId: number;
  typeId: number;
  realName: string;
  email: string;
  /** "+86", or "" without a phone. */
  countryCode: string;
  phone: string;
  /** Percent. */
  handlingFee: number;
  keywords: string;
  address: string;
  auditStatus: AuditStatus;
  /** "" unless rejected. */
  denialReason: string;
  /** JSON string of an array of absolute picture URLs. */
  qualificationPicture: string;
  createTime: string;
  updateTime: string;
  /** The shop an approval opened. */
  merId: number | null;
  history: SettlementEvent[];
}

/** The body of settled/apply and settled/reapply/{id}. */
export interface MerchantSettledApplyRequest {
  name: string;
  realName: string;
  email: string;
  /** The 6-digit code sent to `email`. */
  captcha: string;
  /** "+86". */
  countryCode?: string;
  phone?: string;
  categoryId: number;
  typeId: number;
  /** Ignored by the server (it takes the category's); sent for backends of the original family. */
  handlingFee?: number;
  keywords?: string;
  address: string;
  /** JSON.stringify of the picture URLs (1 to 10). */
  qualificationPicture: string;
  isAgree: boolean;
}

export interface SettledAgreement {
  /** HTML. */
  agreement: string;
}

export type UploadModel = 'user' | 'product' | 'wechat' | 'news';

/** FileResultVo: a stored picture. */
export interface FileResult {
  fileName: string;
  extName: string;
  fileSize: number;
  /** Absolute URL. */
  url: string;
  type: string;
}
