import { messages } from '@/messages'

import type { ContactTopic } from './schema'

export const contactTopicLabels: Record<ContactTopic, string> = messages.contact.topics
