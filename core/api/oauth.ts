// Sign-in, session and current-user calls (spec 01 §7.2, §7.3).
import type { Transport } from './envelope';

export type LayoutType = 'classic' | 'functional' | 'plain' | 'blend';
export const layoutTypes: readonly LayoutType[] = ['classic', 'functional', 'plain', 'blend'];

export interface LoginForm {
  account: string;
  /** Lowercase md5 hex of the typed password. */
  password: string;
  /** Captcha answer; empty when none is required. */
  code?: string;
  /** The random key the captcha image was fetched with. */
  timestamp?: string;
  origin?: 'password';
  grant_type?: 'password';
  ticket?: string;
}

export interface LoginResult {
  /** Sent back unchanged as the Authorization header ("Bearer …"). */
  token: string;
  theme: LayoutType;
}

export interface LoginConfig {
  /** The captcha must be answered to sign in with this account. */
  loginNeedCode: boolean;
  /** Number of characters in the captcha. */
  captchaLength: number;
}

export interface MenuEntry {
  id: string;
  parentId: string;
  /** The route name is enCode with '.' → '-'; a page's is its address with '/' → '.'. */
  enCode: string;
  fullName: string;
  /** 0 application, 1 directory, 2 page, 3 model, 4 dictionary, 5 report, 6 data view, 7 link, 8 portal. */
  type: number;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  /** A JSON string (JNPF's dynamic pages read its moduleId). */
  propertyJson: string;
  sortCode: number;
  hasChildren: boolean;
  children: MenuEntry[];
}

/** An application the user may switch to; exactly one is current. */
export interface SystemRef {
  id: string;
  name: string;
  enCode: string;
  icon: string;
  currentSystem: boolean;
}

export interface UserInfo {
  userId: string;
  userName: string;
  userAccount: string;
  headIcon: string;
  /** The main organisation. */
  organizeId: string;
  /** Its ids from the root down. */
  organizeIdList: string[];
  /** Its names from the root down, joined with '/'. */
  organizeName: string;
  /** The main organisation when it is a department, else ''. */
  departmentId: string;
  departmentName: string;
  positionIds: { id: string; name: string }[];
  /** The main position and its name ('' for none). */
  positionId: string;
  positionName: string;
  roleIds: { id: string; name: string }[];
  portalId: string;
  signImg: string;
  systemId: string;
  systemIds: SystemRef[];
  /** Epoch ms of the last password change; null until the first change. */
  changePasswordDate: number | null;
  /** 1 when an earlier sign-in is on record. */
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  isAdministrator: boolean;
  theme: LayoutType;
  language: string;
  /** The user must change the initial password before anything else. */
  mustChangePassword: boolean;
}

export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: { enCode: string; fullName: string }[];
  column: { enCode: string; fullName: string }[];
  form: { enCode: string; fullName: string }[];
}

export interface SysConfigInfo {
  title: string;
  sysName: string;
  sysVersion: string;
  copyright: string;
  logoIcon: string;
  loginIcon: string;
  workLogoIcon: string;
  navigationIcon: string;
}

export interface CurrentUserData {
  /** The current application's menu tree. */
  menuList: MenuEntry[];
  userInfo: UserInfo;
  permissionList: PermissionEntry[];
  /** One node per application (type 0) over its menu tree. */
  routerList: MenuEntry[];
  sysConfigInfo: SysConfigInfo;
}

export interface PasswordPolicy {
  /** 1: the rules below apply; 0: the reusable password rule applies. */
  passwordStrengthLimit: 0 | 1;
  /** 1: a minimum length of passwordLengthMinNumber applies. */
  passwordLengthMin: 0 | 1;
  passwordLengthMinNumber: number;
  containsNumbers: 0 | 1;
  includeLowercaseLetters: 0 | 1;
  includeUppercaseLetters: 0 | 1;
  containsCharacters: 0 | 1;
  mandatoryModificationOfInitialPassword: 0 | 1;
}

export interface ModifyPasswordForm {
  /** md5 of the current password. */
  oldPassword: string;
  /** md5 of the new password: what the server stores (under argon2id). */
  password: string;
  /**
   * The new password as typed. A digest hides length and character classes,
   * so the server needs it once to enforce the policy; it is never stored or logged.
   */
  newPassword: string;
  code: string;
  timestamp: string;
}

export interface UnlockForm {
  account: string;
  /** md5 of the password. */
  password: string;
}

export interface PasswordStatus {
  mustChangePassword: boolean;
  changePasswordDate: number | null;
}

export const captchaImageUrl = (random: string) => `/api/file/ImageCode/${encodeURIComponent(random)}`;

export const oauthApi = (call: Transport) => ({
  login: (form: LoginForm) =>
    call<LoginResult>('POST', '/api/oauth/Login', { origin: 'password', grant_type: 'password', ...form }, { form: true }),
  currentUser: () => call<CurrentUserData>('GET', '/api/oauth/CurrentUser'),
  logout: () => call<null>('GET', '/api/oauth/Logout'),
  lock: () => call<null>('POST', '/api/oauth/LockScreen/Actions/Lock'),
  unlock: (form: UnlockForm) => call<null>('POST', '/api/oauth/LockScreen', form),
  loginConfig: (account: string) =>
    call<LoginConfig>('GET', `/api/oauth/getConfig/${encodeURIComponent(account)}`),
  passwordPolicy: () => call<PasswordPolicy>('GET', '/api/oauth/PasswordPolicy'),
  passwordStatus: () => call<PasswordStatus>('POST', '/api/oauth/updatePasswordMessage'),
  modifyPassword: (form: ModifyPasswordForm) =>
    call<null>('POST', '/api/permission/Users/Current/Actions/ModifyPassword', form),
});

export type OauthApi = ReturnType<typeof oauthApi>;
