// The profile's 登录日志 and 操作日志 panes: the user's own entries, newest
// first, paged on the server (GET Users/Current/SystemLog). The sign-in log
// holds sign-ins and sign-outs (category 1); the action log every own entry the
// server records, which today adds password changes.
import { useEffect, useState } from 'react';
import { Input, Table, Tag } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import type { OwnLogRow } from '@core/api/currentUser';
import { useApi } from '@widgets/runtime/ApiContext';
import { formatDateTime } from '../../format/time';

/** Spec 01 §9: page 1 of 20, sizes 20, 50, 100, 500. */
const pageSizes = [20, 50, 100, 500];

export function OwnLogPane({ kind }: { kind: 'login' | 'action' }) {
  const api = useApi();
  const { t } = useTranslation();
  const [query, setQuery] = useState({ currentPage: 1, pageSize: pageSizes[0]!, keyword: '' });
  // Loading while the rows shown answer another request than the one asked.
  const asked = JSON.stringify(query);
  const [shown, setShown] = useState<{ asked: string; rows: OwnLogRow[]; total: number }>({ asked: '', rows: [], total: 0 });

  useEffect(() => {
    let live = true;
    void api.currentUser.log({ ...query, ...(kind === 'login' ? { category: 1 } : {}) }).then((answer) => {
      if (!live) return;
      const ok = answer.code === ResultCode.ok;
      setShown((was) => ({ asked, rows: ok ? answer.data.list : was.rows, total: ok ? answer.data.pagination.total : was.total }));
    });
    return () => {
      live = false;
    };
  }, [api, kind, query, asked]);

  const loginColumns = [
    {
      key: 'loginType',
      title: t('profile.log.type'),
      width: 100,
      render: (_: unknown, row: OwnLogRow) => (row.loginType === 1 ? t('profile.log.signOut') : t('profile.log.signIn')),
    },
    {
      key: 'loginMark',
      title: t('profile.log.state'),
      width: 100,
      render: (_: unknown, row: OwnLogRow) =>
        row.loginMark === 1 ? <Tag color="success">{t('profile.log.success')}</Tag> : <Tag color="error">{t('profile.log.failure')}</Tag>,
    },
  ];
  const columns = [
    { key: 'creatorTime', title: t('profile.log.time'), width: 180, render: (_: unknown, row: OwnLogRow) => formatDateTime(row.creatorTime) },
    ...(kind === 'login' ? loginColumns : [{ key: 'abstracts', dataIndex: 'abstracts', title: t('profile.log.abstracts') }]),
    { key: 'ipAddress', dataIndex: 'ipAddress', title: t('profile.log.ip'), width: 160 },
    { key: 'ipAddressName', dataIndex: 'ipAddressName', title: t('profile.log.place') },
  ];

  return (
    <div data-testid={`profile-${kind}-log`}>
      <Input.Search
        allowClear
        placeholder={t('profile.log.keyword')}
        onSearch={(keyword) => setQuery((was) => ({ ...was, keyword: keyword.trim(), currentPage: 1 }))}
        style={{ maxWidth: 320, marginBottom: 12 }}
        data-testid={`profile-${kind}-log-keyword`}
      />
      <Table<OwnLogRow>
        size="small"
        rowKey="id"
        loading={shown.asked !== asked}
        dataSource={shown.rows}
        columns={columns}
        scroll={{ x: 640 }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total: shown.total,
          showSizeChanger: true,
          pageSizeOptions: pageSizes,
          onChange: (currentPage, pageSize) => setQuery((was) => ({ ...was, currentPage: pageSize === was.pageSize ? currentPage : 1, pageSize })),
        }}
      />
    </div>
  );
}
