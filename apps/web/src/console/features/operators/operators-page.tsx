// /admin/operators (ADMIN only): the operator accounts — create, rename, change the role, stop and resume
// use, reset a password. A STAFF who opens the address sees that only an ADMIN may use it (the server
// refuses every call with 403 ADMIN_ONLY anyway).
import { useState } from 'react';
import type { AdminOperator } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import { useMediaQuery } from '@/lib/use-media-query';
import { operatorSession } from '../../session';
import { ActionDialog } from '../../components/action-dialog';
import { AdminPage, AdminPanel } from '../../components/admin-page';
import { DataTable, type Column } from '../../components/data-table';
import { QueryState } from '@/components/ui/query-state';
import { StatusLine } from '../../components/status-line';
import { dateTime } from '../../lib/format';
import { useOperators } from './api/get-operators';
import { useUpdateOperator } from './api/update-operator';
import { CreateOperatorDialog } from './components/create-operator-dialog';
import { EditOperatorDialog } from './components/edit-operator-dialog';
import { OperatorCards } from './components/operator-cards';
import {
  OperatorActions,
  OperatorName,
  RoleBadge,
  StatusBadge,
  type OperatorAction,
} from './components/operator-parts';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import styles from './operators-page.module.css';

type Dialog = { kind: 'create' } | { kind: OperatorAction; operator: AdminOperator } | null;

export function OperatorsPage() {
  const me = operatorSession.useMe();
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const isAdmin = me.data?.role === 'ADMIN';
  const operators = useOperators(isAdmin);
  const update = useUpdateOperator();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);

  if (me.data && !isAdmin) {
    return (
      <AdminPage title="운영자 계정">
        <AdminPanel>
          <div className={styles.denied} role="alert">
            <p className={styles.deniedTitle}>관리자만 이용할 수 있습니다</p>
            <p>
              운영자 계정 관리는 관리자 권한이 있는 계정만 할 수 있습니다. 계정을 만들거나 비밀번호를 바꿔야
              하면 관리자에게 요청해주세요.
            </p>
          </div>
        </AdminPanel>
      </AdminPage>
    );
  }

  const selfId = me.data?.id ?? null;
  const onAction = (kind: OperatorAction, operator: AdminOperator) => setDialog({ kind, operator });
  const columns: readonly Column<AdminOperator>[] = [
    {
      key: 'username',
      header: '아이디',
      render: (row) => <OperatorName operator={row} isSelf={row.id === selfId} />,
    },
    { key: 'name', header: '이름', render: (row) => row.name },
    { key: 'role', header: '권한', render: (row) => <RoleBadge operator={row} /> },
    { key: 'status', header: '상태', render: (row) => <StatusBadge operator={row} /> },
    { key: 'lastLoginAt', header: '최근 로그인', render: (row) => dateTime(row.lastLoginAt) },
    { key: 'createdAt', header: '만든 날', render: (row) => dateTime(row.createdAt) },
    {
      key: 'actions',
      header: '관리',
      align: 'right',
      render: (row) => <OperatorActions operator={row} isSelf={row.id === selfId} onAction={onAction} />,
    },
  ];

  const closeDialog = () => setDialog(null);

  return (
    <AdminPage
      title="운영자 계정"
      description="운영 콘솔에 로그인하는 계정을 관리합니다. 권한을 바꾸거나 사용을 중지하거나 비밀번호를 재설정하면 그 계정의 기존 로그인은 바로 끝납니다."
      actions={
        <Button onClick={() => setDialog({ kind: 'create' })} disabled={!isAdmin}>
          운영자 추가
        </Button>
      }
    >
      {done ? <StatusLine tone="done">{done}</StatusLine> : null}
      <AdminPanel>
        {me.data ? (
          <QueryState query={operators}>
            {(list) =>
              isPhone ? (
                <OperatorCards operators={list} selfId={selfId} onAction={onAction} />
              ) : (
                <DataTable
                  caption="운영자 계정 목록"
                  columns={columns}
                  rows={list}
                  rowKey={(row) => row.id}
                  emptyText="운영자 계정이 없습니다."
                />
              )
            }
          </QueryState>
        ) : (
          <QueryState query={me}>{() => null}</QueryState>
        )}
      </AdminPanel>
      {dialog?.kind === 'create' ? (
        <CreateOperatorDialog
          onCreated={(created) =>
            setDone(
              `${created.name}(${created.username}) 계정을 만들었습니다. 아이디와 첫 비밀번호를 전달해주세요.`,
            )
          }
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditOperatorDialog
          operator={dialog.operator}
          isSelf={dialog.operator.id === selfId}
          onSaved={(saved) => setDone(`${saved.name}(${saved.username}) 계정 정보를 저장했습니다.`)}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'password' ? (
        <ResetPasswordDialog
          operator={dialog.operator}
          isSelf={dialog.operator.id === selfId}
          onDone={(saved) => setDone(`${saved.name}(${saved.username}) 계정의 비밀번호를 재설정했습니다.`)}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'toggle' ? (
        <ActionDialog
          title={dialog.operator.disabled ? '계정 다시 사용' : '계정 사용 중지'}
          description={
            dialog.operator.disabled ? (
              <>
                <strong>
                  {dialog.operator.name}({dialog.operator.username})
                </strong>{' '}
                계정이 다시 로그인할 수 있게 됩니다.
              </>
            ) : (
              <>
                <strong>
                  {dialog.operator.name}({dialog.operator.username})
                </strong>{' '}
                계정의 사용을 중지합니다. 지금 로그인도 바로 끝나며, 다시 사용하게 할 때까지 로그인할 수
                없습니다.
              </>
            )
          }
          confirmLabel={dialog.operator.disabled ? '다시 사용' : '사용 중지'}
          tone={dialog.operator.disabled ? 'primary' : 'danger'}
          onConfirm={() =>
            update.mutateAsync({ id: dialog.operator.id, disabled: !dialog.operator.disabled })
          }
          onClose={closeDialog}
          onDone={() =>
            setDone(
              `${dialog.operator.name}(${dialog.operator.username}) 계정을 ${dialog.operator.disabled ? '다시 사용하게 했습니다' : '사용 중지했습니다'}.`,
            )
          }
        />
      ) : null}
    </AdminPage>
  );
}
