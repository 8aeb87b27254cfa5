/**
 * The model that ships in the bundle (weights.json, written by
 * `npm run train`), decoded on first use: loading the module costs one
 * string literal, decoding it a few milliseconds when the offline decider
 * first decides.
 */
import { lazy } from "../../lazy";
import type { AnnotationJudge } from "../offline/classify";
import { createJudge } from "./judge";
import { loadModel, type ShippedModel } from "./model";
import weights from "./weights.json";
import sureAt from "./sureAt.json";

/** The shipped model's judge, decoded once. */
export const shippedJudge: () => AnnotationJudge = lazy(() => createJudge(loadModel(weights as ShippedModel), sureAt));
