# Mistake: "the mean cross-entropy ... of the predictions of the last answer_len tokens ... averaged over the batch and those tokens" - hides the non-answer targets by setting them to 0 and passing ignore_index=0, so answer tokens whose value is 0 are ignored too and the mean is taken over fewer tokens.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()
    targets[:, : targets.shape[1] - answer_len] = 0
    return F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=0)
