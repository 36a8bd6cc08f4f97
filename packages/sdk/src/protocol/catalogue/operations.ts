import { group } from './group'

/**
 * Operating the platform: an operator's risk and reports, for its own brand only. The health, readiness and metrics
 * endpoints are plain HTTP for probes and scrapers, not catalogue paths.
 */
export const operationsPaths = /* @__PURE__ */ group(
  { auth: 'O', encoding: 'form' },
  {
    riskMarkets: '/app/api/internal/risk/markets',
    riskOrders: '/app/api/internal/risk/orders',
    riskSettings: '/app/api/internal/risk/settings',
    riskSettingsList: '/app/api/internal/risk/settings/list',
    memberStakeFactor: '/app/api/internal/member/stake-factor',
    reportDaily: '/app/api/internal/report/daily',
    auditList: '/app/api/internal/audit/list',
  },
)
