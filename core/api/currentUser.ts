// What signed-in users read and change of their own account (spec 01 §7.3)
// outside a page schema: the avatar, after its image was uploaded, and the
// profile's panes — personal information, signatures, organisations and
// positions with the main one, granted items and the own log.
import type { GrantNode } from './authorize';
import type { Paged, Transport } from './envelope';
import type { LayoutType } from './oauth';
import type { ShellSettings } from './shellSettings';
import type { UserProfileFields } from './users';

/** Upload type of avatars (the image goes to /api/file/Uploader/userAvatar first). */
export const avatarUploadType = 'userAvatar';

const base = '/api/permission/Users/Current';

/** GET BaseInfo: the account's fields and the personal ones the user may change. */
export interface OwnBaseInfo extends UserProfileFields {
  id: string;
  account: string;
  realName: string;
  gender: number;
  mobilePhone: string;
  email: string;
  headIcon: string;
  organizeName: string;
  position: string;
  roleName: string;
  signature: string;
  creatorTime: number;
  prevLogTime: number | null;
}

/** One signature image; `signImg` is its image link (or, for old rows, a data: URL). */
export interface SignImage {
  id: string;
  signImg: string;
  isDefault: 0 | 1;
  creatorTime: number;
}

/** An organisation or position of the caller; isDefault marks the main one. */
export interface OwnPlace {
  id: string;
  fullName: string;
  isDefault: boolean;
  organizeName?: string;
}

export type MajorType = 'System' | 'Organize' | 'Position';

/** GET Authorize: each granted kind as a tree under its menu entries. */
export interface OwnGrantTrees {
  module: GrantNode[];
  button: GrantNode[];
  column: GrantNode[];
  form: GrantNode[];
  resource: GrantNode[];
  portal: GrantNode[];
}

export interface OwnLogQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  /** 1: sign-ins and sign-outs only; absent: every own entry. */
  category?: 1;
}

export interface OwnLogRow {
  id: string;
  /** 0 sign-in, 1 sign-out, null another action (a password change). */
  loginType: 0 | 1 | null;
  loginMark: 0 | 1;
  ipAddress: string;
  ipAddressName: string;
  abstracts: string;
  creatorTime: number;
}

export const currentUserApi = (call: Transport) => ({
  /** Makes the uploaded image named by `name` (the upload's data.name, its fileId) the user's avatar. */
  updateAvatar: (name: string) => call<null>('PUT', `${base}/Avatar/${encodeURIComponent(name)}`),
  baseInfo: () => call<OwnBaseInfo>('GET', `${base}/BaseInfo`),
  signImages: () => call<SignImage[]>('GET', `${base}/SignImg`),
  /** A PNG or JPEG data: URL (drawn or read from a file). */
  addSignImage: (signImg: string, isDefault: boolean) => call<{ id: string }>('POST', `${base}/SignImg`, { signImg, isDefault: isDefault ? 1 : 0 }),
  makeSignImageDefault: (id: string) => call<null>('PUT', `${base}/${encodeURIComponent(id)}/SignImg`),
  removeSignImage: (id: string) => call<null>('DELETE', `${base}/${encodeURIComponent(id)}/SignImg`),
  organizes: () => call<OwnPlace[]>('GET', `${base}/getUserOrganizes`),
  positions: () => call<OwnPlace[]>('GET', `${base}/getUserPositions`),
  switchMajor: (majorType: MajorType, majorId: string) => call<null>('PUT', `${base}/major`, { majorType, majorId }),
  grants: () => call<OwnGrantTrees>('GET', `${base}/Authorize`),
  log: (query: OwnLogQuery) => call<Paged<OwnLogRow>>('GET', `${base}/SystemLog`, query),
  /** Keeps the chosen layout (the login answer's theme). */
  updateTheme: (theme: LayoutType) => call<null>('PUT', `${base}/SystemTheme`, { theme }),
  updateLanguage: (language: string) => call<null>('PUT', `${base}/SystemLanguage`, { language }),
  /** The settings drawer's other choices, kept per user on the server. */
  settings: () => call<Partial<ShellSettings>>('GET', `${base}/SystemSettings`),
  updateSettings: (settings: ShellSettings) => call<null>('PUT', `${base}/SystemSettings`, settings),
});
