import type { Db } from '../../infra/db';
import { badRequest } from '../../lib/errors';
import type { CommentBody } from '../../schemas/review';
import { ownUploadPaths } from '../upload/upload-references';
import './messages';

/** A review after its checks, as stored. */
export interface ReviewInput {
  star: number;
  serviceStar: number;
  comment: string;
  /** Media paths of the pictures (the caller's own uploads). */
  pictures: string[];
}

const MAX_REVIEW_PICTURES = 5;
const MAX_COMMENT = 512;

const isStar = (n: number | undefined): n is number => Number.isInteger(n) && n! >= 1 && n! <= 5;

/** The picture URLs of the contract's `pics`: a JSON string array (the vendor storefront's JSON.stringify) or ''. */
function pictureUrls(pics: string | undefined): string[] {
  const text = (pics ?? '').trim();
  if (text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('review.pictures.invalid');
  }
  if (!Array.isArray(parsed) || !parsed.every((u) => typeof u === 'string')) throw badRequest('review.pictures.invalid');
  return parsed.map((u: string) => u.trim()).filter((u) => u !== '');
}

/**
 * Checks a review (docs/order-center-contract.md "Reviews"): stars 1..5 (the service star defaults to the product star), the
 * comment 1..512 characters once trimmed, at most 5 pictures, each the caller's JPG/PNG upload. Answers 400.
 */
export async function checkReviewInput(tx: Db, publicUrl: string, uid: number, body: CommentBody): Promise<ReviewInput> {
  if (!isStar(body.star)) throw badRequest('review.star.invalid');
  const serviceStar = body.serviceStar ?? body.star;
  if (!isStar(serviceStar)) throw badRequest('review.serviceStar.invalid');
  const comment = body.comment.trim();
  if (comment === '') throw badRequest('review.comment.empty');
  if ([...comment].length > MAX_COMMENT) throw badRequest('review.comment.tooLong');
  const urls = pictureUrls(body.pics);
  if (urls.length > MAX_REVIEW_PICTURES) throw badRequest('review.pictures.tooMany');
  const pictures = await ownUploadPaths(tx, publicUrl, uid, urls);
  return { star: body.star, serviceStar, comment, pictures };
}
