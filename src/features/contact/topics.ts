import { contact as contactMessages } from '@/messages/en/contact'

import type { ContactTopic } from './schema'

export const contactTopicLabels: Record<ContactTopic, string> = contactMessages.topics
