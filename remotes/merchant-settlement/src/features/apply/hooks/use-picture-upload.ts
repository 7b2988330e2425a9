import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, uploadImage } from '@mall/api-client';
import { uploadMessages as m } from '../messages';
import { MAX_PICTURES, pictureProblem } from '../picture-rules';

export interface PictureUpload {
  /** Uploads in flight. */
  pending: number;
  /** Why chosen files were not added (translated), from the last choice. */
  problems: string[];
  /** Checks the chosen files and uploads the acceptable ones, each URL handed to `onUploaded` as it lands. */
  add: (files: readonly File[]) => void;
}

/**
 * The client side of the qualification pictures: JPG/PNG up to 5 MB, at most 10 counting those on their way up,
 * one upload call per file. The server checks each file again by its content.
 */
export function usePictureUpload(current: () => readonly string[], onUploaded: (url: string) => void): PictureUpload {
  const intl = useIntl();
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const inFlight = useRef(0);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      for (const file of files) {
        const problem = pictureProblem(file);
        if (problem) {
          found.push(intl.formatMessage(m[problem], { name: file.name }));
          continue;
        }
        if (current().length + inFlight.current >= MAX_PICTURES) {
          found.push(intl.formatMessage(m.tooMany, { name: file.name }));
          continue;
        }
        inFlight.current += 1;
        setPending(inFlight.current);
        uploadImage(file, file.name, { model: 'product', pid: 1 }, { silent: true })
          .then(({ url }) => onUploaded(url))
          .catch((error: unknown) => {
            const reason = isApiError(error) ? error.message : String(error);
            setProblems((list) => [...list, intl.formatMessage(m.failed, { name: file.name, reason })]);
          })
          .finally(() => {
            inFlight.current -= 1;
            setPending(inFlight.current);
          });
      }
      setProblems(found);
    },
    [current, onUploaded, intl],
  );

  return { pending, problems, add };
}
