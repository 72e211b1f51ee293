import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus, type ThreadSide } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { CONVERSATIONS_KEY, useConversations, useThreadState } from '../../api/queries/conversations';
import { Thread } from './thread';
import { InterviewPanel } from './interview-panel';
import { interviewLine, interviewToCome } from './interview-words';
import './conversations.css';

/**
 * An application's conversation on its card: a disclosure naming the unread messages and the interview, which opens
 * onto the interview and the thread. Opened by itself when the page's address names it (`?thread=<id>`, where the
 * mails, SMS and notices lead). Its queries run only while it is open, so a closed card costs no polling.
 */
export function ConversationPanel({
  applicationId,
  side,
  otherName,
  applicationStatus,
  jobId,
  canPropose = false,
  onChanged,
}: {
  applicationId: number;
  side: ThreadSide;
  otherName: string;
  /** The application's status now: its interview is read against it (nothing is to be chosen once it is answered). */
  applicationStatus: ApplicationStatus;
  jobId?: number;
  canPropose?: boolean;
  onChanged?: () => void;
}) {
  const { t, language } = useTranslation('conversation');
  const applicationOpen = (OPEN_APPLICATION_STATUSES as readonly string[]).includes(applicationStatus);
  // The open thread is kept in the address (`?thread=`): the card may be drawn again (its list read again after a
  // change) and the thread stays open; a mail's, an SMS's or a notice's link opens it the same way.
  const [params, setParams] = useSearchParams();
  const named = params.get('thread') === String(applicationId);
  const [expanded, setExpanded] = useState(named);
  const ref = useRef<HTMLDetailsElement>(null);
  const queryClient = useQueryClient();
  const summary = useConversations().data?.find((c) => c.application_id === applicationId);
  const unread = summary?.unread_messages ?? 0;
  const interview = summary?.interview;
  const namedAtFirst = useRef(named);

  useEffect(() => {
    if (namedAtFirst.current) ref.current?.scrollIntoView({ block: 'start' });
  }, []);

  const toggle = (isOpen: boolean) => {
    setExpanded(isOpen);
    if (isOpen === named) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isOpen) next.set('thread', String(applicationId));
        else next.delete('thread');
        return next;
      },
      { replace: true },
    );
    // Reading the thread marks its messages read: the counts follow.
    if (!isOpen) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  };

  return (
    <details
      ref={ref}
      className="conversation"
      open={expanded}
      onToggle={(e) => toggle((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="conversation__summary">
        <span>{t('conversation.heading', { name: otherName })}</span>
        {unread > 0 && <span className="conversation__unread">{t('conversation.unread', { count: unread })}</span>}
        {interview && interviewToCome(interview, { applicationOpen }) && (
          <span className="conversation__badge">
            {interviewLine(t, interview, { side, applicationOpen, language })}
          </span>
        )}
        {side === 'employer' && (summary?.texts_being_checked ?? 0) > 0 && (
          <span className="conversation__badge">
            {t('conversation.textsBeingChecked', { count: summary!.texts_being_checked })}
          </span>
        )}
        {summary?.employer_suspended && (
          <span className="conversation__badge conversation__badge--warning">
            {t('conversation.employerSuspended')}
          </span>
        )}
      </summary>
      {expanded && (
        <ConversationBody
          applicationId={applicationId}
          side={side}
          otherName={otherName}
          applicationOpen={applicationOpen}
          jobId={jobId}
          canPropose={canPropose}
          onChanged={onChanged}
        />
      )}
    </details>
  );
}

/**
 * The opened conversation: the interview, then the thread, both read against whether the thread takes messages (the
 * API's answer): a closed one says why in place of its text box, and invites nothing.
 */
function ConversationBody({
  applicationId,
  side,
  otherName,
  applicationOpen,
  jobId,
  canPropose,
  onChanged,
}: {
  applicationId: number;
  side: ThreadSide;
  otherName: string;
  applicationOpen: boolean;
  jobId?: number;
  canPropose: boolean;
  onChanged?: () => void;
}) {
  const state = useThreadState(applicationId).data;
  return (
    <div className="conversation__body">
      <InterviewPanel
        applicationId={applicationId}
        side={side}
        jobId={jobId}
        canPropose={canPropose && state?.can_write === true}
        canAct={state?.can_write === true}
        applicationOpen={applicationOpen}
        onChanged={onChanged}
      />
      <Thread applicationId={applicationId} side={side} state={state} otherName={otherName} />
    </div>
  );
}
