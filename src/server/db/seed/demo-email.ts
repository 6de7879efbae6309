import { sql } from 'drizzle-orm';
import type { EmailLabel } from '../../../common/schemas/email';
import { textToHtml } from '../../mail/mailbox';
import type { Db } from '../client';
import { emailMessages, users } from '../schema';

/*
 * A lived-in mailbox for each demo account (issue #35), so the e-mail app has something to show
 * on a first start: mail from outside (a supplier, a bank, a newsletter, a phishing try in spam),
 * a thread between the demo admin and the demo member (each has their own copy), some unread,
 * starred and labelled, and a draft. Times count back from the seeding, so the list looks recent.
 */

interface Letter {
  /** Minutes before the seeding. */
  ago: number;
  from: [string, string];
  subject: string;
  text: string;
  folder?: 'inbox' | 'spam' | 'trash';
  read?: boolean;
  starred?: boolean;
  labels?: EmailLabel[];
}

const H = 60;
const D = 24 * H;

const ADMIN_MAIL: Letter[] = [
  {
    ago: 25,
    from: ['Marta Kowalska', 'marta@northwind.example'],
    subject: 'Delivery slots for next week',
    text: 'Hi,\n\nWe can deliver on Tuesday or Thursday morning. Which suits you better?\n\nBest,\nMarta',
    labels: ['company'],
  },
  {
    ago: 3 * H,
    from: ['Billing at Cloudhost', 'billing@cloudhost.example'],
    subject: 'Your invoice for this month is ready',
    text: 'Your invoice is ready in the customer portal. The amount will be charged to the card on file in 5 days.',
    read: true,
    labels: ['company', 'important'],
    starred: true,
  },
  {
    ago: 9 * H,
    from: ['Jonas Becker', 'jonas.becker@partner.example'],
    subject: 'Partnership proposal — draft terms',
    text: 'Hello,\n\nAttached below are the draft terms we discussed on the call. Could you review sections 2 and 4 before Friday?\n\nThanks,\nJonas',
    labels: ['important'],
  },
  {
    ago: 1 * D + 2 * H,
    from: ['Anna Nowak', 'anna.nowak@family.example'],
    subject: 'Dinner on Sunday?',
    text: 'Are you free on Sunday evening? Dad is cooking his famous pierogi.',
    read: true,
    labels: ['personal'],
  },
  {
    ago: 2 * D,
    from: ['Design Weekly', 'news@designweekly.example'],
    subject: '10 dashboard layouts worth stealing',
    text: 'This week: dense tables that stay readable, charts without chart junk, and why your empty states matter.',
    read: true,
  },
  {
    ago: 3 * D,
    from: ['Security Team', 'security@paypa1-verify.example'],
    subject: 'Urgent: verify your account now',
    text: 'Your account will be closed in 24 hours unless you verify your password at the link below.',
    folder: 'spam',
  },
  {
    ago: 4 * D,
    from: ['Lena Fischer', 'lena@studio.example'],
    subject: 'Photos from the shoot',
    text: 'The retouched photos are ready. I will send the download link tomorrow.',
    read: true,
    starred: true,
    labels: ['private'],
  },
  {
    ago: 6 * D,
    from: ['Old Newsletter', 'hello@oldnews.example'],
    subject: 'We miss you!',
    text: 'It has been a while. Here is 10% off your next order.',
    read: true,
    folder: 'trash',
  },
];

const MEMBER_MAIL: Letter[] = [
  {
    ago: 50,
    from: ['Tomasz Wiśniewski', 'tomasz@landlord.example'],
    subject: 'Viewing on Saturday',
    text: 'Hello,\n\nThe flat is free for a viewing on Saturday at 11:00. Please confirm.\n\nTomasz',
    labels: ['personal'],
  },
  {
    ago: 5 * H,
    from: ['Bank Notifications', 'alerts@bank.example'],
    subject: 'Your statement is available',
    text: 'Your monthly statement is available in online banking.',
    read: true,
    labels: ['important'],
    starred: true,
  },
  {
    ago: 2 * D,
    from: ['Running Club', 'club@running.example'],
    subject: 'Sunday long run — route change',
    text: 'We start from the north gate this week because of the market.',
    read: true,
    labels: ['personal'],
  },
  {
    ago: 3 * D,
    from: ['Prize Department', 'winner@lottery-prize.example'],
    subject: 'You have won 1,000,000!',
    text: 'Send us your bank details to claim your prize.',
    folder: 'spam',
  },
];

/** Between the two demo accounts: [minutes ago, from admin?, subject, text]. */
const THREAD: [number, boolean, string, string][] = [
  [
    2 * D + 3 * H,
    true,
    'Welcome to the team',
    'Hi!\n\nWelcome aboard. Your listings are live; ping me if anything looks off.\n\nDemo Admin',
  ],
  [2 * D + H, false, 'Re: Welcome to the team', 'Thank you! Everything looks good so far.'],
  [
    70,
    true,
    'Photos for your listing',
    'Could you upload two more photos of the kitchen? Buyers keep asking about it.',
  ],
];

const copyOf = (ownerId: string, l: Letter, now: number): typeof emailMessages.$inferInsert => {
  const sentAt = new Date(now - l.ago * 60_000);
  return {
    ownerId,
    folder: l.folder ?? 'inbox',
    fromName: l.from[0],
    fromAddress: l.from[1],
    toAddresses: [],
    subject: l.subject,
    bodyHtml: textToHtml(l.text),
    bodyText: l.text,
    labels: l.labels ?? [],
    starred: l.starred ?? false,
    readAt: l.read ? sentAt : null,
    sentAt,
  };
};

export async function seedDemoEmail(db: Db, now = Date.now()): Promise<void> {
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) in ('admin@demo.test', 'member@demo.test')`);
  const admin = people.find((p) => p.email.toLowerCase() === 'admin@demo.test');
  const member = people.find((p) => p.email.toLowerCase() === 'member@demo.test');
  if (!admin || !member) return;
  const rows: (typeof emailMessages.$inferInsert)[] = [
    ...ADMIN_MAIL.map((l) => ({ ...copyOf(admin.id, l, now), toAddresses: [admin.email] })),
    ...MEMBER_MAIL.map((l) => ({ ...copyOf(member.id, l, now), toAddresses: [member.email] })),
  ];
  for (const [ago, fromAdmin, subject, text] of THREAD) {
    const [from, to] = fromAdmin ? [admin, member] : [member, admin];
    const sentAt = new Date(now - ago * 60_000);
    const base = {
      fromName: from.name,
      fromAddress: from.email,
      toAddresses: [to.email],
      subject,
      bodyHtml: textToHtml(text),
      bodyText: text,
      sentAt,
    };
    rows.push({ ...base, ownerId: from.id, folder: 'sent', readAt: sentAt });
    // The latest one the member has not opened yet.
    rows.push({ ...base, ownerId: to.id, folder: 'inbox', readAt: ago < 3 * H ? null : sentAt, labels: ['company'] });
  }
  const draftText = 'Hi Marta,\n\nThursday morning works for us. Please bring the';
  rows.push({
    ownerId: admin.id,
    folder: 'draft',
    fromName: admin.name,
    fromAddress: admin.email,
    toAddresses: ['marta@northwind.example'],
    subject: 'Re: Delivery slots for next week',
    bodyHtml: textToHtml(draftText),
    bodyText: draftText,
    readAt: new Date(now - 10 * 60_000),
    sentAt: new Date(now - 10 * 60_000),
  });
  await db.insert(emailMessages).values(rows);
}
