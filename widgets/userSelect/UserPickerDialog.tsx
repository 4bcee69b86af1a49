// The user picker's dialog (spec 03 §2, §4): for everyone, the tabs 全部数据 (a
// lazy tree of organisations and users, or a paged search once a keyword is
// given), 当前组织, 我的下属 and 系统变量 (当前用户); for a custom or linked
// picker, the users it offers as one paged list. Only users can be picked.
import { useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { DirectoryNode } from '@core/api/directory';
import { currentUserId, userPickersApi } from '@core/api/userPickers';
import { useApi } from '../runtime/ApiContext';
import { ableUsersSource, pagedSource, PickerDialog, userTreeSource, userValue, type PickerChoice, type PickerSource, type UserChoices } from '../runtime/directoryPicker';

export interface UserSourceOptions {
  /** Everyone with the tabs, or only `ableIds` (typed ids: users, organisations, positions, roles, groups). */
  custom: boolean;
  ableIds?: readonly string[];
  /** Whether the 系统变量 tab shows. */
  hasSys?: boolean;
}

const users: UserChoices = { accepts: (node) => node.type === 'user', valueOf: userValue };

/** The dialog's tabs, or the custom picker's one list. */
export function useUserSources({ custom, ableIds = [], hasSys = true }: UserSourceOptions): PickerSource[] {
  const { t } = useTranslation();
  const { transport } = useApi();
  const able = ableIds.join('|');
  const currentUser = t('widget.userSelect.currentUser');
  return useMemo(() => {
    const api = userPickersApi(transport);
    if (custom) return [ableUsersSource(transport, able ? able.split('|') : [], users)];
    const system: DirectoryNode = { id: currentUserId, fullName: currentUser, type: 'user', parentId: '', icon: '', isLeaf: true, hasChildren: false, headIcon: '' };
    return [
      userTreeSource(transport, 'all', 'widget.userSelect.allData', users),
      pagedSource(
        transport,
        'organization',
        'widget.userSelect.currentOrganization',
        async (keyword, currentPage, pageSize) => {
          const result = await api.organization({ keyword, currentPage, pageSize });
          return result.code === 200 ? result.data : null;
        },
        users,
      ),
      pagedSource(
        transport,
        'subordinates',
        'widget.userSelect.subordinates',
        async (keyword, currentPage, pageSize) => {
          const result = await api.subordinates(keyword, { currentPage, pageSize });
          return result.code === 200 ? result.data : null;
        },
        users,
      ),
      ...(hasSys ? [pagedSource(transport, 'system', 'widget.userSelect.system', async (keyword, page) => (page === 1 && currentUser.includes(keyword) ? [system] : []), users)] : []),
    ];
  }, [transport, custom, able, hasSys, currentUser]);
}

export interface UserPickerDialogProps extends UserSourceOptions {
  /** Translated; 选择用户 when absent. */
  title?: string;
  multiple: boolean;
  initial: readonly PickerChoice[];
  /** Confirming nothing shows 请选择{title} instead of handing back an empty selection (spec 02 §5.5). */
  requireSelection?: boolean;
  onConfirm(selected: PickerChoice[]): void;
  onCancel(): void;
}

/** The dialog on its own, for screens that pick users outside a form field. */
export function UserPickerDialog({ title, custom, ableIds, hasSys, ...rest }: UserPickerDialogProps) {
  const { t } = useTranslation();
  const sources = useUserSources({ custom, ableIds, hasSys });
  return <PickerDialog {...rest} title={title || t('widget.userSelect.title')} sources={sources} testId="user-picker" />;
}
