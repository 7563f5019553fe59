// The public face of the conversation feature: the thread with the firm and the unread count for the tab.
export { ConversationPanel } from './components/conversation-panel';
export { useUnreadCount } from './api/conversation';
