import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UploadModel } from '@mall/contract';
import { uploadImage } from '@mall/api-client/calls';
import { toApiFailure } from '../state/api-failure';
import { useFailureText } from '../components/use-failure-text';
import { pictureProblem } from './picture-rules';
import { uploadMessages as m } from './upload-messages';

export interface PictureUpload {
  /** Uploads in flight. */
  pending: number;
  /** Why chosen files were not taken or failed to upload (translated; the server's own message for refusals). */
  problems: string[];
  /** Checks the chosen files and uploads the acceptable ones, one call per file. */
  add: (files: readonly File[]) => void;
}

interface UploadTarget {
  /** The pictures already in (read at the moment a file is chosen and when an upload lands). */
  current: () => readonly string[];
  /** Receives the new list each time an upload lands. */
  onChange: (urls: string[]) => void;
  max: number;
  model: UploadModel;
}

/**
 * The client side of a picture field: JPG/PNG up to 5 MB, at most `max` counting those on their way up. Uploads
 * that land together each append to the newest list, so none is lost.
 */
export function usePictureUpload({ current, onChange, max, model }: UploadTarget): PictureUpload {
  const intl = useIntl();
  const failureText = useFailureText();
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const inFlight = useRef(0);
  const landed = useRef<readonly string[] | null>(null);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      for (const file of files) {
        const problem = pictureProblem(file);
        if (problem) {
          found.push(intl.formatMessage(m[problem], { name: file.name }));
          continue;
        }
        if (current().length + inFlight.current >= max) {
          found.push(intl.formatMessage(m.tooMany, { name: file.name, max }));
          continue;
        }
        inFlight.current += 1;
        setPending(inFlight.current);
        uploadImage(file, file.name, { model, pid: 1 }, { silent: true })
          .then(({ url }) => {
            const base = landed.current ?? current();
            const next = [...base, url];
            landed.current = next;
            onChange(next);
          })
          .catch((error: unknown) => {
            const reason = failureText(toApiFailure(error));
            setProblems((list) => [...list, intl.formatMessage(m.failed, { name: file.name, reason })]);
          })
          .finally(() => {
            inFlight.current -= 1;
            if (inFlight.current === 0) landed.current = null;
            setPending(inFlight.current);
          });
      }
      setProblems(found);
    },
    [current, onChange, max, model, intl, failureText],
  );

  return { pending, problems, add };
}
