// The operator CLI's commands as functions: one set of commands over two backends, the database itself
// (server stopped, or PostgreSQL) or the running server's operator API (embedded database held by it).
import {
  auctionStatusLabel,
  createOperatorRequest,
  formatDotDateTime,
  formatWon,
  ADMIN_DEAL_STAGES,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  RETENTION_RULES,
  type AdminOperator,
  type AdminDealItem,
  type AdminDealStage,
  type AdminDepositRequest,
  type PagedList,
  type DealActionResponse,
  type DealerDecision,
  type ErrorCode,
  type LoginResponse,
  type OperatorDeposit,
  type OperatorRole,
  type OutboxMessageList,
} from '@autobid/shared';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import { AdminCommandError } from '../lib/admin-command-error';
import { approveDealer, rejectDealer, type AdminDeps } from '../modules/dealers/dealer-decisions';
import { latestOutbox } from '../modules/outbox/outbox.service';
import { createDealsConsoleService } from '../modules/auctions/deals-console.service';
import { createOperatorSelection } from '../modules/auctions/operator-selection';
import { createDepositsService } from '../modules/deposits/deposits.service';
import { CLI_ACTOR } from '../modules/audit/audit.public';
import { runRetention, type RetentionResult } from '../modules/retention/retention.public';
import {
  createOperatorAccountsService,
  type NewOperator,
} from '../modules/operators/operator-accounts.service';

export { AdminCommandError, approveDealer, latestOutbox, rejectDealer, type AdminDeps };

export type OutboxLine = {
  createdAt: Date;
  channel: string;
  recipient: string;
  body: string;
  link: string | null;
};

/** What every command needs; implemented over the database and over HTTP. */
export type AdminBackend = {
  approve(username: string): Promise<DealerDecision>;
  reject(username: string, reason: string): Promise<DealerDecision>;
  outbox(n: number): Promise<OutboxLine[]>;
  select(auctionId: number, biddingId?: number): Promise<DealActionResponse>;
  deposit(auctionId: number, input: AdminDepositRequest): Promise<OperatorDeposit>;
  /** The first page of the deals screen (latest change first; deadlines first in the waiting stages). */
  deals(stage?: AdminDealStage): Promise<AdminDealItem[]>;
  createOperator(input: NewOperator): Promise<AdminOperator>;
  /** One run of the retention map (docs/domain.md "Retention"). */
  retention(): Promise<RetentionResult>;
};

/** Where a command writes; `readPassword` asks for a new operator's password (absent: none can be given). */
export type AdminIo = {
  log(line: string): void;
  error(line: string): void;
  readPassword?: () => Promise<string>;
};

export const ADMIN_USAGE = `사용법:
  npm run admin -- approve <아이디>                       가입 승인 (알림톡 발송)
  npm run admin -- reject <아이디> <사유...>               가입 반려 (알림톡 발송)
  npm run admin -- outbox [개수]                          최근 발송 메시지 (SMS 인증번호 포함), 기본 20개
  npm run admin -- deals [단계]                           최근 거래 (예: DEALER_DEPOSIT, RESERVATION, CANCELED)
  npm run admin -- select <경매번호> [입찰번호]             판매자 대신 낙찰자 선택 (기본: 최고가 입찰)
  npm run admin -- deposit <경매번호> [금액] [입금자명...]   수수료 입금 기록, 그 거래의 입금 코드로 매칭 (기본: 거래 수수료, 딜러 이름과 입금 코드)
  npm run admin -- retention                              개인정보 보관 작업 한 번 실행 (서버가 매일 하는 작업과 같음)
  npm run admin -- create-operator <아이디> [--role ADMIN|STAFF] [--name 이름]
                                                          운영자 계정 만들기 (기본 권한 ADMIN, 첫 관리자도 이 명령으로).
                                                          비밀번호는 OPERATOR_PASSWORD 환경 변수, 없으면 터미널에서 입력`;

export const ADMIN_COMMANDS = [
  'approve',
  'reject',
  'outbox',
  'deals',
  'select',
  'deposit',
  'retention',
  'create-operator',
] as const;

export const CREATE_OPERATOR_MESSAGES = {
  usernameMissing: '만들 운영자의 아이디를 입력해주세요. 예: npm run admin -- create-operator admin2',
  roleInvalid: (value: string) => `권한은 ADMIN 또는 STAFF로 입력해주세요 (입력: ${value}).`,
  optionValueMissing: (option: string) => `${option} 뒤에 값을 입력해주세요.`,
  unknownOption: (option: string) => `알 수 없는 옵션입니다: ${option}. --role, --name을 쓸 수 있습니다.`,
  passwordMissing:
    "비밀번호를 입력받을 터미널이 없습니다. OPERATOR_PASSWORD 환경 변수로 알려주세요. 예:\n  OPERATOR_PASSWORD='8자 이상 비밀번호' npm run admin -- create-operator <아이디>",
  databaseBusy:
    '운영자 계정은 데이터베이스에 직접 만듭니다. 지금 실행 중인 서버가 내장 데이터베이스를 사용하고 있으니 서버를 멈춘 뒤 다시 실행하거나, 관리자 계정으로 로그인해 /admin/operators 화면에서 만들어주세요.',
  created: (operator: AdminOperator) =>
    `운영자 계정을 만들었습니다: ${operator.username} (${operator.name}, ${OPERATOR_ROLE_LABELS[operator.role]}, #${operator.id}). /admin/login에서 로그인할 수 있습니다.`,
} as const;

/** `create-operator <username> [--role ADMIN|STAFF] [--name 이름...]`: the account without its password. */
function parseCreateOperator(args: string[]): Omit<NewOperator, 'password'> {
  let username: string | undefined;
  let role: OperatorRole = 'ADMIN';
  let name: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [option, inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg, undefined];
    if (option === '--role' || option === '--name') {
      const value = inline ?? args[(i += 1)];
      if (value === undefined || value.trim() === '') {
        throw new AdminCommandError(CREATE_OPERATOR_MESSAGES.optionValueMissing(option));
      }
      if (option === '--name') {
        name = value;
        continue;
      }
      const upper = value.trim().toUpperCase();
      if (!(OPERATOR_ROLES as readonly string[]).includes(upper)) {
        throw new AdminCommandError(CREATE_OPERATOR_MESSAGES.roleInvalid(value));
      }
      role = upper as OperatorRole;
    } else if (arg.startsWith('--')) {
      throw new AdminCommandError(CREATE_OPERATOR_MESSAGES.unknownOption(option ?? arg));
    } else if (username === undefined) {
      username = arg;
    } else {
      throw new AdminCommandError(CREATE_OPERATOR_MESSAGES.unknownOption(arg));
    }
  }
  if (!username) {
    throw new AdminCommandError(CREATE_OPERATOR_MESSAGES.usernameMissing);
  }
  return { username, role, name: name ?? OPERATOR_ROLE_LABELS[role] };
}

export function isAdminCommand(command: string | undefined): boolean {
  return (ADMIN_COMMANDS as readonly string[]).includes(command ?? '');
}

export function formatOutboxLine(row: OutboxLine) {
  return `${row.createdAt.toISOString()}  ${row.channel.padEnd(8)} ${row.recipient.padEnd(12)} ${row.body}${row.link ? `  ${row.link}` : ''}`;
}

export function formatDealLine(item: AdminDealItem) {
  const when = (iso: string | null) => (iso ? formatDotDateTime(new Date(iso)) : '-');
  const { auction, deal } = item;
  const head = `#${auction.id}  ${item.stageLabel} · ${auction.statusLabel} (${auction.status})  ${auction.model}`;
  if (!deal) {
    return `${head}  입찰 ${auction.bidderCount}건, 최고 ${formatWon(auction.maxBiddingPrice)}  판매자 ${item.seller.name}  선택 기한 ${when(auction.selectExpireAt)}`;
  }
  const extra = deal.canceledAt
    ? `  취소 ${when(deal.canceledAt)} (${deal.cancelReason})`
    : auction.status === 'DEALER_DEPOSIT'
      ? `  수수료 ${formatWon(deal.fee ?? 0)}, 입금 기한 ${when(deal.depositDeadline)}`
      : deal.reservedAt
        ? `  거래일 ${when(deal.reservedAt)}`
        : '';
  return `${head}  낙찰 ${formatWon(deal.price)}  딜러 ${deal.dealer.name}(${deal.dealer.username})  판매자 ${item.seller.name}${extra}`;
}

const DEAL_LIST_SIZE = 50;

export const RETENTION_DATABASE_BUSY =
  '개인정보 보관 작업은 데이터베이스에서 직접 실행합니다. 실행 중인 서버는 매일 이 작업을 하니, 지금 실행하려면 서버를 멈춘 뒤 다시 실행해주세요.';

/** One line on a run: its outcome and what each rule of the map removed. */
export function retentionLine(result: RetentionResult): string {
  if (result.status === 'SKIPPED') {
    return '이미 실행 중인 개인정보 보관 작업이 있습니다.';
  }
  const counts = RETENTION_RULES.map((rule) => `${rule.key} ${result.counts[rule.key] ?? 0}`).join(', ');
  return result.status === 'DONE'
    ? `개인정보 보관 작업 #${result.runId} 완료: ${counts}`
    : `개인정보 보관 작업 #${result.runId} 실패 (${result.error}): ${counts}`;
}

const positiveInt = (value: string | undefined, what: string): number => {
  const n = Number(value);
  if (!value || !Number.isSafeInteger(n) || n < 1) {
    throw new AdminCommandError(`${what}를 숫자로 입력해주세요.`);
  }
  return n;
};

/** Runs one command; returns the exit code. Output goes through `out` so tests can read it. */
export async function runAdminCommand(
  argv: string[],
  backend: AdminBackend,
  out: AdminIo = console,
): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command ?? '') {
      case 'approve': {
        const [username] = args;
        if (!username) {
          throw new AdminCommandError('승인할 아이디를 입력해주세요.');
        }
        const result = await backend.approve(username);
        out.log(`승인했습니다: ${result.username} (#${result.id}). 알림톡을 발송함에 기록했습니다.`);
        return 0;
      }
      case 'reject': {
        const [username, ...reasonWords] = args;
        if (!username) {
          throw new AdminCommandError('반려할 아이디를 입력해주세요.');
        }
        const reason = reasonWords.join(' ').trim();
        if (!reason) {
          throw new AdminCommandError('반려 사유를 입력해주세요.');
        }
        const result = await backend.reject(username, reason);
        out.log(
          `반려했습니다: ${result.username} (#${result.id}), 사유: ${result.reason ?? reason}. 알림톡을 발송함에 기록했습니다.`,
        );
        return 0;
      }
      case 'outbox': {
        const rows = await backend.outbox(Number(args[0] ?? 20));
        if (rows.length === 0) {
          out.log('발송된 메시지가 없습니다.');
        }
        for (const row of [...rows].reverse()) {
          out.log(formatOutboxLine(row));
        }
        return 0;
      }
      case 'deals': {
        const status = args[0]?.toUpperCase();
        if (status && !(ADMIN_DEAL_STAGES as readonly string[]).includes(status)) {
          throw new AdminCommandError(
            `알 수 없는 단계입니다: ${args[0]}. ${ADMIN_DEAL_STAGES.join(', ')} 중에서 입력해주세요.`,
          );
        }
        const deals = await backend.deals(status as AdminDealStage | undefined);
        if (deals.length === 0) {
          out.log('거래가 없습니다.');
        }
        for (const deal of deals) {
          out.log(formatDealLine(deal));
        }
        return 0;
      }
      case 'select': {
        const auctionId = positiveInt(args[0], '경매 번호');
        const biddingId = args[1] === undefined ? undefined : positiveInt(args[1], '입찰 번호');
        const result = await backend.select(auctionId, biddingId);
        out.log(
          `#${result.auctionId} 낙찰자를 선택했습니다: ${auctionStatusLabel(result.status)} (${result.status}). 딜러에게 알림톡을 발송함에 기록했습니다.`,
        );
        return 0;
      }
      case 'deposit': {
        const auctionId = positiveInt(args[0], '경매 번호');
        const amount = args[1] === undefined ? undefined : positiveInt(args[1].replace(/,/g, ''), '금액');
        const depositorName = args.slice(2).join(' ').trim() || undefined;
        const result = await backend.deposit(auctionId, {
          ...(amount === undefined ? {} : { amount }),
          ...(depositorName === undefined ? {} : { depositorName }),
        });
        out.log(
          `#${result.auctionId} 입금을 기록했습니다 (입금 #${result.depositId}): ${formatWon(result.amount)}, 입금자 ${result.depositorName}. ` +
            (result.paidAuctionId === result.auctionId
              ? '수수료가 확인되어 거래가 판매자 연락 단계(RESERVATION)로 넘어갔습니다.'
              : '이 입금으로 결제된 거래가 없습니다 (금액이 수수료와 다르거나 입금 단계가 아닙니다). 환불 대상으로 남습니다.'),
        );
        return 0;
      }
      case 'retention': {
        out.log(retentionLine(await backend.retention()));
        return 0;
      }
      case 'create-operator': {
        const account = parseCreateOperator(args);
        if (!out.readPassword) {
          throw new AdminCommandError(CREATE_OPERATOR_MESSAGES.passwordMissing);
        }
        const parsed = createOperatorRequest.safeParse({ ...account, password: await out.readPassword() });
        if (!parsed.success) {
          throw new AdminCommandError(
            parsed.error.issues[0]?.message ?? CREATE_OPERATOR_MESSAGES.usernameMissing,
          );
        }
        out.log(CREATE_OPERATOR_MESSAGES.created(await backend.createOperator(parsed.data)));
        return 0;
      }
      default:
        out.log(ADMIN_USAGE);
        return command ? 1 : 0;
    }
  } catch (error) {
    if (error instanceof AdminCommandError) {
      out.error(error.message);
      return 1;
    }
    // The deal rules' own refusals (409 wrong state, 404 unknown bid, ...) carry a Korean message too.
    if (
      error instanceof Error &&
      'status' in error &&
      typeof error.status === 'number' &&
      error.status < 500
    ) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}

/** Commands straight on the database (the server is stopped, or the database is PostgreSQL). */
export function databaseBackend(
  ctx: Pick<
    AppContext,
    'db' | 'clock' | 'auctionEvents' | 'config' | 'alimtalk' | 'contactRelay' | 'sessions'
  > &
    Partial<Pick<AppContext, 'storage' | 'eInvoice'>>,
): AdminBackend {
  const deps: AdminDeps = { clock: ctx.clock, publicUrl: ctx.config.PUBLIC_URL, alimtalk: ctx.alimtalk };
  const selection = createOperatorSelection(ctx);
  const deposits = createDepositsService(ctx);
  const operatorAccounts = createOperatorAccountsService(ctx);
  const adminDeals = createDealsConsoleService(ctx);
  const db: Db = ctx.db;
  return {
    approve: (username) => approveDealer(db, username, deps, CLI_ACTOR),
    reject: (username, reason) => rejectDealer(db, username, reason, deps, CLI_ACTOR),
    outbox: (n) => latestOutbox(db, n),
    select: (auctionId, biddingId) => selection.selectBid(auctionId, biddingId, CLI_ACTOR),
    deposit: (auctionId, input) => deposits.recordForAuction(auctionId, input, CLI_ACTOR),
    deals: async (stage) => (await adminDeals.list({ status: stage, page: 1, size: DEAL_LIST_SIZE })).items,
    createOperator: (input) => operatorAccounts.create(input, CLI_ACTOR),
    retention: () => {
      const storage = ctx.storage;
      return storage
        ? runRetention({ db, storage }, { now: ctx.clock.now() })
        : Promise.reject(new AdminCommandError(RETENTION_DATABASE_BUSY));
    },
  };
}

export const ADMIN_PASSWORD_MISSING = `서버가 내장 데이터베이스를 사용 중이라 실행 중인 서버의 운영자 API로 처리합니다.
운영자 비밀번호를 ADMIN_PASSWORD 환경 변수로 알려주세요 (아이디는 ADMIN_USERNAME, 기본 admin). 예:
  ADMIN_PASSWORD=admin1234 npm run admin -- <명령> ...
(데모 데이터의 운영자 계정은 admin / admin1234 입니다.)`;

type Envelope<T> = { code: number; message: string; data: T; errorCode?: ErrorCode };

/** Commands through the running server's operator API (`/api/v1/admin/...`), logged in once per run. */
export function httpBackend(options: {
  baseUrl: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
}): AdminBackend {
  const doFetch = options.fetch ?? fetch;
  const api = `${options.baseUrl.replace(/\/+$/, '')}/api`;
  let token: Promise<string> | null = null;

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, auth = true): Promise<T> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (auth) {
      headers.authorization = `Bearer ${await login()}`;
    }
    let response: Response;
    try {
      response = await doFetch(`${api}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AdminCommandError(
        `서버(${options.baseUrl})에 연결할 수 없습니다: ${reason}. PUBLIC_URL이 실행 중인 서버 주소인지 확인해주세요.`,
      );
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !envelope) {
      const message = envelope?.message ?? `서버가 ${response.status} 응답을 보냈습니다.`;
      throw new AdminCommandError(
        response.status === 401 && !auth
          ? `운영자 로그인에 실패했습니다 (${options.username}): ${message}`
          : message,
        envelope?.errorCode,
      );
    }
    return envelope.data;
  };
  const login = (): Promise<string> => {
    token ??= call<LoginResponse>(
      'POST',
      '/v1/admin/login',
      { username: options.username, password: options.password },
      false,
    ).then((data) => data.accessToken);
    return token;
  };
  const dealerPath = (username: string) => `/v1/admin/dealers/${encodeURIComponent(username)}`;

  return {
    approve: (username) => call('POST', `${dealerPath(username)}/approve`, {}),
    reject: (username, reason) => call('POST', `${dealerPath(username)}/reject`, { reason }),
    async outbox(n) {
      const size = Math.min(Math.max(Math.trunc(n) || 20, 1), 100);
      const page = await call<OutboxMessageList>('GET', `/v1/admin/outbox?size=${size}`);
      return page.items.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
    },
    select: (auctionId, biddingId) =>
      call('POST', `/v1/admin/auctions/${auctionId}/select`, biddingId === undefined ? {} : { biddingId }),
    deposit: (auctionId, input) => call('POST', `/v1/admin/auctions/${auctionId}/deposits`, input),
    async deals(stage) {
      const query = `page=1&size=${DEAL_LIST_SIZE}${stage ? `&status=${stage}` : ''}`;
      return (await call<PagedList<AdminDealItem>>('GET', `/v1/admin/deals?${query}`)).items;
    },
    // An account is made on the database itself (the first ADMIN has nobody to log in as).
    createOperator: () => Promise.reject(new AdminCommandError(CREATE_OPERATOR_MESSAGES.databaseBusy)),
    retention: () => Promise.reject(new AdminCommandError(RETENTION_DATABASE_BUSY)),
  };
}
