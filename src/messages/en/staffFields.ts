import { contact } from './contact'
import { guidelines } from './guidelines'
import { reportReview } from './reportReview'
import { reviewWizard } from './reviewWizard'
import { staff } from './staff'

/** What pages and articles share. */
const content = {
  title: 'Title',
  slug: { label: 'Address', description: 'The address: /{slug} for pages, /articles/{slug} for articles.' },
  summary: {
    label: 'Summary',
    description: 'One or two sentences: shown in lists and, unless set below, to search engines.',
  },
  body: 'Text',
  publishedAt: { label: 'Published', description: 'Shown as the publication date. Set when first published.' },
  meta: 'Search and sharing',
  'meta.title': { label: 'Search title', description: 'Defaults to the title.' },
  'meta.description': {
    label: 'Search description',
    description: 'Defaults to the summary. At most 160 characters.',
  },
}

const languages = { en: 'English', es: 'Spanish' }

const language = (description: string) => ({ label: 'Language', description, options: languages })

const sentAt = 'Sent'

/**
 * Catalogue namespace `staffFields` (English): the words of the admin's collections and
 * globals (names, field labels, help texts, choices), laid onto their configs by
 * src/platform/staff-words.ts. A field is found by its path (`meta.title`), then its name.
 */
export const staffFields = {
  /** The languages Candor is written in, as the admin's language menu names them. */
  languages,
  groups: {
    content: 'Content',
    reviews: 'Reviews',
    members: 'Members',
    newsletter: 'Newsletter',
    staff: 'Staff',
  },
  collections: {
    articles: {
      singular: 'Article',
      plural: 'Articles',
      fields: {
        ...content,
        label: { label: 'Label', description: 'A short label shown above the title, such as “Let’s Be Honest”.' },
        author: 'Author',
      },
    },
    pages: { singular: 'Page', plural: 'Pages', fields: content },
    media: {
      singular: 'Image',
      plural: 'Images',
      fields: {
        alt: { label: 'Text alternative', description: 'What the image shows, for people who cannot see it.' },
      },
    },
    reviews: {
      singular: 'Review',
      plural: 'Reviews',
      description:
        'A review is published when both the editorial check (moderator) and the policy check (policy reviewer) have passed it, made by two different people. The queue: /admin/moderation.',
      fields: {
        plan: 'Plan (nid)',
        planSnapshot: 'Plan as it was when reviewed',
        issuerLegalName: 'Insurer',
        state: 'State',
        reportingUnit: 'Reporting unit',
        issuerId: { label: 'HIOS issuer id', description: 'The insurer whose inbox the private note reaches.' },
        status: {
          label: 'Status',
          description: 'Follows from the two checks.',
          options: { pending: 'Pending', published: 'Published', rejected: 'Rejected' },
        },
        publishedAt: 'Published',
        waiting: { label: 'Waiting', description: 'Business days since it was received, against the promise of two.' },
        checks: 'Checks',
        editorialDecision: { label: 'Editorial check (moderator)', options: { pass: 'Pass', reject: 'Reject' } },
        policyDecision: {
          label: 'Policy check (policy reviewer)',
          description:
            'Read the review beside the reply first. Pass: the reply shows under the review at once. Reject: choose the reason below; the insurer reads it and may send a changed reply.',
          options: { pass: 'Pass', reject: 'Reject' },
        },
        reviewContext: 'The review and its reply’s author',
        rejectionReason: {
          label: 'Reason for rejecting',
          description: 'Required to reject. The author is told this reason.',
          options: guidelines.rejectReasons,
        },
        noteToAuthor: { label: 'Note to the author', description: 'Optional, sent to the author with a rejection.' },
        editorialBy: 'Editorial check by',
        editorialAt: 'Editorial check on',
        policyBy: 'Policy check by',
        policyAt: 'Policy check on',
        decidedAt: 'Decided',
        signals: {
          label: 'Signals',
          description: 'Hints for the people who check; never a decision on their own.',
          options: staff.signals,
        },
        keepVisible: {
          label: 'Keep visible',
          description: 'A published review that readers reported stays visible while it is checked again.',
        },
        reportCount: 'Reader reports',
        overallRating: { label: 'Overall', options: reviewWizard.faces },
        accessToCareRating: { label: 'Timely access to care', options: reviewWizard.faces },
        customerServiceRating: { label: 'Customer service', options: reviewWizard.faces },
        priceTransparencyRating: { label: 'Price transparency', options: reviewWizard.faces },
        publicMessage: {
          label: 'Review',
          description: 'Staff may only replace personal information with [personal information removed].',
        },
        helpfulCount: {
          label: 'Marked helpful',
          description: 'How many people marked it helpful. Never part of a score.',
        },
        privateMessage: 'Private note to the insurer',
        insurerMayContact: {
          label: 'The insurer may contact the reviewer',
          description: 'Ticked by the reviewer: only then does the insurer see the reviewer’s email address.',
        },
        experienceYear: {
          label: 'Member in',
          description: 'The last year the reviewer had the plan, as they said it (optional); shown with the review.',
        },
        displayName: 'Name shown',
        email: 'Email',
        member: {
          label: 'Member account',
          description: 'Set when the review was written while signed in, or claimed later.',
        },
        clientId: {
          label: 'Submission id',
          description: 'Made by the browser for this review, so that a resent review is never stored twice.',
        },
        language: language('The language of the page it was written on: the mail about the decision is in it.'),
        clientHash: {
          label: 'Client (keyed hash)',
          description: 'A keyed hash of the address it came from; the address is not kept.',
        },
      },
    },
    'moderation-events': {
      singular: 'Moderation event',
      plural: 'Moderation audit trail',
      description: 'Every moderation decision, as it happened. Entries cannot be changed or deleted.',
      fields: {
        review: 'Review',
        reviewRef: 'Review id',
        action: {
          label: 'Action',
          options: {
            'editorial-pass': 'Editorial check passed',
            'editorial-reject': 'Editorial check rejected',
            'policy-pass': 'Policy check passed',
            'policy-reject': 'Policy check rejected',
            redact: 'Personal information removed',
            published: 'Published',
            rejected: 'Rejected',
            reported: 'Reported by a reader',
            hidden: 'Hidden after readers’ reports',
            restored: 'Put back after a check',
            'reply-published': 'Insurer reply published',
            'reply-rejected': 'Insurer reply rejected',
          },
        },
        actor: 'Staff member',
        actorRole: 'Role',
        reason: { label: 'Reason', options: { ...guidelines.rejectReasons, ...reportReview.reasons } },
        note: 'Note',
        overallRating: { label: 'Overall rating', description: 'The review’s overall rating at the time.' },
      },
    },
    'review-reports': {
      singular: 'Reader report',
      plural: 'Reader reports',
      fields: { review: 'Review', reason: { label: 'Reason', options: reportReview.reasons } },
    },
    members: {
      singular: 'Member',
      plural: 'Members',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        savedPlans: 'Saved plans (nids)',
        pendingEmail: {
          label: 'New email address',
          description: 'A new address waiting for confirmation; the current one stays in use.',
        },
      },
    },
    'care-lists': {
      singular: 'Doctors and drugs',
      plural: 'Doctors and drugs',
      fields: { member: 'Member', drugs: 'Drugs', providers: 'Doctors and facilities', consentedAt: 'Consented' },
    },
    reports: {
      singular: 'Report',
      plural: 'Reports',
      fields: {
        reportId: 'Report id',
        owner: 'Member',
        answers: { label: 'Answers', description: 'The quiz answers, as the report calls store them.' },
      },
    },
    subscribers: {
      singular: 'Subscriber',
      plural: 'Subscribers',
      fields: {
        email: 'Email',
        status: {
          label: 'Status',
          options: { pending: 'Waiting for confirmation', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
        },
        language: language('The language of the page they signed up on: issues come in it when written.'),
        confirmedAt: 'Confirmed',
        unsubscribedAt: 'Unsubscribed',
      },
    },
    'newsletter-issues': {
      singular: 'Newsletter issue',
      plural: 'Newsletter issues',
      description:
        'Write an issue in English (and, with the language menu, in Spanish for those who signed up in Spanish), tick “Send to every confirmed subscriber” and save. Each subscriber receives it once, in their language when it is written, with an unsubscribe link and Candor’s postal address added at the end.',
      fields: {
        subject: 'Subject',
        body: {
          label: 'Text',
          description: 'Plain text, as the mail shows it. Full addresses (https://…) become links in mail programs.',
        },
        sendNow: 'Send to every confirmed subscriber when I save',
        status: { label: 'Status', options: { draft: 'Draft', sending: 'Sending', sent: 'Sent' } },
        progress: 'Progress',
        heldBack: 'Copies held back',
        recipients: { label: 'Recipients', description: 'Confirmed subscribers when the issue was sent.' },
        sendStartedAt: 'Sending started',
        sentAt,
      },
    },
    outbox: {
      singular: 'Outbox message',
      plural: 'Outbox',
      description:
        'Every message Candor sends, and its state. A message the mail server refuses is tried again after 1, 2, 4 … up to 120 minutes, for three days. Sent messages are deleted after 30 days.',
      fields: {
        to: 'To',
        subject: 'Subject',
        text: 'Text',
        status: {
          label: 'Status',
          options: {
            queued: 'Waiting to be sent',
            sending: 'Sending',
            retrying: 'Waiting to try again',
            sent: 'Sent',
            failed: 'Failed',
            kept: 'Kept here (no SMTP server)',
          },
        },
        attempts: 'Attempts',
        nextAttemptAt: 'Next attempt',
        sentAt,
        lastError: { label: 'Last answer', description: 'What the mail server answered last.' },
        newsletterIssue: 'Newsletter issue',
      },
    },
    'contact-messages': {
      singular: 'Contact message',
      plural: 'Contact messages',
      fields: {
        subject: 'Subject',
        topic: { label: 'Topic', options: contact.topics },
        name: 'Name',
        email: 'Email',
        message: 'Message',
        status: { label: 'Status', options: { new: 'New', handled: 'Handled' } },
        staffNote: { label: 'Staff note', description: 'For staff only: what was done.' },
      },
    },
    users: {
      singular: 'Staff member',
      plural: 'Staff',
      fields: {
        currentPassword: {
          label: 'Current password',
          description:
            'Needed to change your password or email address. A new address takes effect once you follow the link mailed to it.',
        },
        name: 'Name',
        role: {
          label: 'Role',
          description: 'What this person may do in the admin. Only an admin can change it.',
          options: {
            admin: 'Admin',
            editor: 'Editor',
            moderator: 'Moderator',
            'policy-reviewer': 'Policy reviewer',
            insurer: 'Insurer',
          },
        },
        issuerLinks: {
          label: 'Insurers this account answers for',
          description:
            'Link a HIOS issuer id only after checking who the person is and that they work for that insurer. Note how you checked. Every link made or ended is kept in the insurers’ audit trail.',
        },
        issuerId: {
          label: 'Insurer (HIOS issuer)',
          description:
            'Type part of the insurer’s name, its state or its five-digit HIOS issuer id, and pick it: the list holds every issuer in Candor’s plan data, each with its id.',
        },
        evidence: {
          label: 'How the person was checked',
          description: 'For example: a call back to the insurer’s published number, and who confirmed it.',
        },
        linkedBy: 'Linked by',
        linkedAt: 'Linked on',
        linkRecord: 'Linked by / on',
      },
    },
    'insurer-events': {
      singular: 'Insurer event',
      plural: 'Insurers’ audit trail',
      description:
        'Every issuer link made or ended, and everything an insurer did. Entries cannot be changed or deleted.',
      fields: {
        action: {
          label: 'Action',
          options: {
            linked: 'Issuer linked',
            unlinked: 'Issuer unlinked',
            'inbox-opened': 'Inbox opened',
            'reviews-read': 'Reviews read (their ids in the note)',
            'note-handled': 'Note marked handled',
            'note-reopened': 'Note reopened',
            'reply-submitted': 'Reply sent for the policy check',
            'reply-edited': 'Reply edited, sent for the check again',
            'reply-withdrawn': 'Reply withdrawn',
          },
        },
        account: 'Insurer account',
        issuerId: 'HIOS issuer id',
        review: 'Review',
        reviewRef: 'Review id',
        actor: 'Done by',
        actorRole: 'Role',
        note: 'Evidence or note',
      },
    },
    'review-replies': {
      singular: 'Insurer reply',
      plural: 'Insurer replies',
      description:
        'An insurer’s public answer to a published review of its plans: one per review, up to 1,000 characters. It shows under the review once a policy reviewer passes it; editing it sends it back to the check.',
      fields: {
        review: { label: 'Review', description: 'A published review of one of your plans. One reply per review.' },
        plan: 'Plan (nid)',
        issuerId: 'HIOS issuer id',
        body: {
          label: 'Reply',
          description: 'Shown in public under the review, as the insurer’s. At most 1,000 characters.',
        },
        status: {
          label: 'Status',
          options: {
            pending: 'Waiting for the policy check',
            published: 'Published',
            rejected: 'Rejected',
            withdrawn: 'Withdrawn',
          },
        },
        withdrawn: {
          label: 'Withdrawn',
          description: 'Tick to take the reply off the plan page. Edit the reply to send it again.',
        },
        policyDecision: { label: 'Policy check (policy reviewer)', options: { pass: 'Pass', reject: 'Reject' } },
        rejectionReason: {
          label: 'Reason for rejecting',
          description: 'Required to reject. The insurer sees this reason.',
          options: guidelines.rejectReasons,
        },
        author: 'Written by',
        decidedBy: 'Checked by',
        decidedAt: 'Checked on',
        submittedAt: 'Sent on',
        firstSubmittedAt: 'First sent on',
        publishedAt: 'Published on',
        firstPublishedAt: 'First published on',
        reviewerToldAt: 'Reviewer told on',
      },
    },
    'handled-notes': {
      singular: 'Handled note',
      plural: 'Handled notes',
      description: 'The private notes an insurer has marked handled. Reopening a note deletes its mark.',
      fields: { review: 'Review', issuerId: 'HIOS issuer id', handledBy: 'Handled by' },
    },
  },
  globals: {
    home: {
      label: 'Home page',
      fields: {
        hero: 'Hero',
        heroHeading: 'Heading',
        heroLead: 'Lead',
        jobsSection: 'What Candor does',
        jobsHeading: 'Heading',
        jobs: 'Jobs',
        title: 'Title',
        text: 'Text',
        linkLabel: 'Link text',
        linkHref: { label: 'Link address', description: 'A path such as /plans, or https://…' },
        healthData: 'Health data',
        healthDataHeading: 'Heading',
        healthDataText: 'Text',
        healthDataLinkLabel: {
          label: 'Link text',
          description: 'Links to the consumer health data policy in the privacy policy.',
        },
        loop: 'Stay in the loop',
        loopHeading: 'Heading',
        loopText: 'Text',
        sources: 'Sources',
        sourcesHeading: 'Heading',
        sourcesText: 'Text',
      },
    },
    footer: {
      label: 'Footer',
      fields: {
        notice: 'Notice',
        groups: 'Link groups',
        heading: 'Heading',
        links: 'Links',
        label: 'Link text',
        kind: {
          label: 'Kind',
          options: {
            link: 'A link',
            'stay-in-the-loop': 'Stay in the loop (the home page sign-up)',
            'write-review': 'Write a review (opens the review dialog)',
          },
        },
        href: { label: 'Address', description: 'A path such as /contact, or https://…' },
        socialHeading: 'Social heading',
        social: 'Social links',
        network: { label: 'Network', options: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' } },
        'social.href': 'Address',
      },
    },
    'site-settings': {
      label: 'Site settings',
      fields: {
        contactEmail: {
          label: 'Contact address',
          description: 'Where contact messages are mailed. Empty: the sender address of Candor’s mail (EMAIL_FROM).',
        },
        postalAddress: {
          label: 'Postal address',
          description:
            'Candor’s postal address, printed at the foot of the newsletter as the law on commercial mail asks.',
        },
      },
    },
  },
  validation: {
    linkHref: 'Start with / for a page of the site, or https:// for another site.',
    httpsOnly: 'Use an https:// address.',
    auditTrailFixed: 'The moderation audit trail cannot be changed.',
    insurerTrailFixed: 'The insurers’ audit trail cannot be changed.',
    noteNotInInbox: 'This review is not in your inbox.',
    currentPasswordRequired: 'Enter your current password to change your password or email address.',
    currentPasswordWrong: 'This is not your current password.',
    issuerIdFormat: 'A HIOS issuer id is five digits, such as 38344.',
    issuerUnknown: 'No plan in Candor’s data has this issuer id. Check it against the CMS plan files.',
    issuerLinkedTwice: 'This issuer is already linked to this account.',
    replyEmpty: 'Write your reply.',
    replyTooLong: (length: number) => `A reply can be at most 1,000 characters; this one has ${length}.`,
    replyExists: 'This review already has your reply. Open that reply to edit it.',
    replyNotPending: 'This reply is not waiting for a check.',
    slug: 'Use letters, digits and single hyphens only, such as terms-of-service.',
  },
}
