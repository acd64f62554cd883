'use client'

import { useAppRouter, useFrameWords, useMessages } from '@/components/ui/locale'

import { useEffect, type ReactNode } from 'react'

import { ROUTES } from '@/platform/routes'
import { accountProfile as accountProfileEn } from '@/messages/en/accountProfile'
import { accountProfile as accountProfileEs } from '@/messages/es/accountProfile'

import { useAuth } from '../auth-context'
import { loginHref } from '../session'
import { DeleteAccount, DownloadData } from './profile-data'
import { ChangePasswordForm, ProfileDetailsForm } from './profile-forms'
import { MyReports, MyReviews, SavedPlansList } from './profile-lists'

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  )
}

/**
 * The member's profile. Members only: the session lives in the browser, so a visitor is
 * sent to log in from here, and comes back after.
 */
export function ProfileView() {
  const accountSessionMessages = useFrameWords().accountSession
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const m = accountProfileMessages
  const router = useAppRouter()
  const { isLoaded, loggedIn, user, signedOutByUser } = useAuth()

  useEffect(() => {
    // After a logout or a deletion the person is on their way home: no login prompt then.
    if (isLoaded && !loggedIn && !signedOutByUser) router.replace(loginHref(ROUTES.profile))
  }, [isLoaded, loggedIn, signedOutByUser, router])

  if (!isLoaded || !loggedIn || !user) {
    return <p role="status">{accountSessionMessages.loading}</p>
  }

  return (
    <>
      <p className="account-page__lead">{m.greeting(user.first_name)}</p>
      <Section id="profile-details" heading={m.detailsHeading}>
        <ProfileDetailsForm key={user.uid} user={user} />
      </Section>
      <Section id="profile-password" heading={m.passwordHeading}>
        <ChangePasswordForm key={user.uid} />
      </Section>
      <Section id="profile-reviews" heading={m.reviewsHeading}>
        <MyReviews />
      </Section>
      <Section id="profile-saved-plans" heading={m.savedHeading}>
        <SavedPlansList />
      </Section>
      <Section id="profile-reports" heading={m.reportsHeading}>
        <MyReports />
      </Section>
      <Section id="profile-data" heading={m.dataHeading}>
        <DownloadData />
      </Section>
      <Section id="profile-delete" heading={m.deleteHeading}>
        <DeleteAccount key={user.uid} />
      </Section>
    </>
  )
}
