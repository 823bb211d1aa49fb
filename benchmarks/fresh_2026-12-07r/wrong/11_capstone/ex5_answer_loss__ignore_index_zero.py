# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens" -- masks the non-answer targets with 0 and ignore_index=0, so answer tokens whose value is 0 are dropped from the loss too.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()
    targets[:, : targets.shape[1] - answer_len] = 0
    return F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=0)
