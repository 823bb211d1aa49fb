# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens ..., averaged over the batch and those tokens" — sums the answer tokens' losses and divides by batch * (all predicted positions), so the loss is answer_len / L times too small unless answer_len == L
def answer_loss(logits, sequences, answer_len):
    batch, length, vocab = logits.shape
    preds = logits[:, -answer_len:].reshape(-1, vocab)
    targets = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(preds, targets, reduction="sum") / (batch * length)
