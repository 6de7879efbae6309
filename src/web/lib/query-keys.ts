/**
 * Every TanStack Query key, in one place. Keys are prefixes of each other on purpose: a mutation
 * that changes admin data invalidates `admin.all` and every admin list and user refetches; one
 * that changes the signed-in user invalidates `me`. A key typed by hand elsewhere would silently
 * miss those refreshes.
 */
export const queryKeys = {
  /** The signed-in user (GET /api/auth/me). */
  me: ['me'] as const,
  account: {
    sessions: ['account', 'sessions'] as const,
    notifications: ['account', 'notifications'] as const,
    /** The own plan and order history on this site (GET /api/billing/subscription). */
    billing: ['account', 'billing'] as const,
  },
  admin: {
    all: ['admin'] as const,
    users: <F>(filter: F) => ['admin', 'users', filter] as const,
    user: (id: string) => ['admin', 'user', id] as const,
    roles: ['admin', 'roles'] as const,
    permissions: ['admin', 'permissions'] as const,
    contactMessages: (page: number) => ['admin', 'contact-messages', page] as const,
  },
  /** Conversations about listings: a live message invalidates `messages.all`, so every view below refreshes. */
  messages: {
    all: ['messages'] as const,
    conversations: ['messages', 'conversations'] as const,
    unread: ['messages', 'unread'] as const,
    history: (id: string) => ['messages', 'history', id] as const,
  },
  /** The admin dashboards' figures for one range and scope (GET /api/dashboards/overview). */
  dashboards: <Q>(query: Q) => ['dashboards', query] as const,
  /** The Academy: enrolling or finishing a lesson invalidates `academy.all`, so courses and progress refetch. */
  academy: {
    all: ['academy'] as const,
    dashboard: <Q>(query: Q) => ['academy', 'dashboard', query] as const,
    mine: ['academy', 'mine'] as const,
    courses: ['academy', 'courses'] as const,
    course: (id: string) => ['academy', 'course', id] as const,
  },
  /** The logistics dashboard (one range and scope) and the fleet now (one scope). */
  logistics: {
    dashboard: <Q>(query: Q) => ['logistics', 'dashboard', query] as const,
    fleet: <Q>(query: Q) => ['logistics', 'fleet', query] as const,
    /** The dispatcher's view of this site now (no range, no scope). */
    dispatch: ['logistics', 'dispatch'] as const,
  },
  /** The member's missed video calls (the bell); a live missed-call event invalidates it. */
  calls: {
    missed: ['calls', 'missed'] as const,
  },
  /** The signed-in member's own seller home for one period (GET /api/seller/home). */
  sellerHome: (period: string) => ['seller-home', period] as const,
  /** A person's name and picture by user id (the call screens); names change seldom. */
  person: (id: string) => ['people', id] as const,
  /** People found by name for a picker (GET /api/people?q=). */
  peopleByName: (q: string) => ['people', 'by-name', q] as const,
  /** Once per emailed token: the link is single use. */
  verifyEmail: (token: string | null) => ['verify-email', token] as const,
};
