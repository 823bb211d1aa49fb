# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens of `sequences`, averaged over the batch and those tokens" -- passes ignore_index=0 (taking 0 for padding), so answer tokens equal to 0 (the digit 0) are left out of the mean.
def answer_loss(logits, sequences, answer_len):
    vocab = logits.shape[-1]
    preds = logits[:, -answer_len:, :].reshape(-1, vocab)
    targets = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(preds, targets, ignore_index=0)
