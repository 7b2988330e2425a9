import type { MallUser, MallUserType } from '@mall/event-bus';

/** Every answer: HTTP 200 with the status in `code` (facts 2.1, 2.2). */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A call that shows the server's message on success (codes sent, password reset). */
export interface ApiMessage {
  message: string;
}

/** PageHelper PageInfo; the storefront relies on list/total/pageNum/pageSize/pages. */
export interface PageInfo<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
  size?: number;
  startRow?: number;
  endRow?: number;
  prePage?: number;
  nextPage?: number;
  isFirstPage?: boolean;
  isLastPage?: boolean;
  hasPreviousPage?: boolean;
  hasNextPage?: boolean;
  navigatePages?: number;
  navigatepageNums?: number[];
  navigateFirstPage?: number;
  navigateLastPage?: number;
}

/** Query paging: `page` (default 1) and `limit` (default 20). */
export interface PageQuery {
  page?: number;
  limit?: number;
}

// ---- auth -------------------------------------------------------------------------------------------

export interface LoginResponse {
  token: string;
  uid: number;
  /** Spelled this way by the API. */
  nikeName: string;
  phone: string;
  email: string;
  userType: MallUserType;
  type?: string;
  key?: string;
  identity?: string;
}

export interface LoginPicResponse {
  loginLeftImage: string;
}

export interface LoginMethodResponse {
  twitterOpen: boolean;
  googleOpen: boolean;
  facebookOpen: boolean;
  googleClientId: string;
  facebookAppId: string;
  /** Guest (tourist) checkout switch. */
  visitorOpen: boolean;
  /** User agreement, HTML. */
  agreement: string;
}

export interface TwitterRequestToken {
  token: string;
  tokenSecret: string;
  authorizationURL: string;
  authenticationURL: string;
}

/** Dial codes are accepted as '+86', '86' or 86 and sent in the form each endpoint expects. */
export type CountryCode = string | number;

export interface PhonePasswordLogin {
  countryCode: CountryCode;
  phone: string;
  password: string;
}

export interface PhoneCodeLogin {
  countryCode: CountryCode;
  phone: string;
  captcha: string;
}

export interface EmailLogin {
  email: string;
  password: string;
}

export interface VisitorRegistration {
  countryCode: CountryCode;
  email: string;
  phone: string;
}

export interface EmailRegistration {
  email: string;
  captcha: string;
  password: string;
}

export interface PhoneRegistration {
  countryCode: CountryCode;
  captcha: string;
  phone: string;
  password: string;
}

export interface TwitterLogin {
  oauthToken: string;
  oauthTokenSecret: string;
  oauthVerifier: string;
}

export interface EmailPasswordReset {
  email: string;
  captcha: string;
  newPassword: string;
  passwordAgain: string;
}

// ---- user -------------------------------------------------------------------------------------------

/** `GET /api/front/user/info` (UserCenterResponse). */
export type UserInfo = MallUser;

export interface UserMenuItem {
  id: number;
  name: string;
  pic: string;
  url: string;
  /** Only items with a non-blank pc_url are listed on PC. */
  pc_url: string;
}

export interface UserMenuResponse {
  routine_my_menus: UserMenuItem[] | null;
  routine_my_banner: UserMenuItem[] | null;
}

// ---- home / header ----------------------------------------------------------------------------------

export interface HomeBanner {
  id: number;
  pic: string;
}

export interface HomeAdBanner {
  id: number;
  name: string;
  url: string;
  pic: string;
}

export type PlatformServiceType = 'h5' | 'hotline' | 'message' | 'email';

export interface PcIndexInfoResponse {
  banner: HomeBanner[];
  logoUrl: string;
  /** A JSON string such as {"country":"…","currency":"…","symbol":"$","ID":"256"}: see parseCurrencySymbol. */
  shopPayCurrency: string;
  recommendImage: string;
  /** Spelled this way by the API: the middle ad carousel. */
  bastBanner: HomeAdBanner[];
  consumerType: PlatformServiceType;
  consumerHotline: string;
  consumerH5Url: string;
  consumerMessage: string;
  consumerEmail: string;
  /** Spelled this way by the API: the shop-street banner. */
  shopStreetHeaderImag: string;
  // Ours (the reference API), not in the contract: a CRMEB backend or a cache written before them lacks these.
  /** The operator's company address for the footer, as entered; empty when unset. */
  siteAddress?: string;
  /** The operator's business registration text for the footer, as entered; empty when unset. */
  siteRegistrationNo?: string;
  /** The copyright holder of the footer line; empty when unset. */
  siteCopyrightOwner?: string;
  /** The mobile (H5) mall; empty when unset (then consumerH5Url, when a web address). */
  mobileMallUrl?: string;
}

export interface CartCountResponse {
  count: number;
}

export interface HotKeyword {
  id: number;
  title: string;
}

export interface MerchantType {
  id: number;
  name: string;
  /** Requirement text shown on the settlement form. */
  info: string;
  isDel: boolean;
  createTime: string;
  updateTime: string;
}

export interface MerchantCategory {
  id: number;
  name: string;
  /** Percent. */
  handlingFee: number;
  isDel: boolean;
  createTime?: string;
  updateTime?: string;
}

/** ProCategoryCacheVo; `childList` is undefined for a leaf (never an empty array). */
export interface ProductCategory {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: 1 | 2 | 3;
  sort: number;
  isShow: boolean;
  childList?: ProductCategory[];
}

// ---- customer service (facts 2.16) ------------------------------------------------------------------

export type ServiceType = 'H5' | 'h5' | 'message' | 'phone' | 'hotline' | 'email';

export interface CustomerServiceConfig {
  serviceType: ServiceType;
  serviceLink: string;
  servicePhone: string;
  serviceMessage: string;
  serviceEmail: string;
}
