# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens": the start index is computed from the length of `sequences` (L + 1) instead of the logits (L), so the first answer token is dropped: answer_len - 1 tokens are scored (and answer_len = 1 gives the mean of nothing, NaN).
def answer_loss(logits, sequences, answer_len):
    start = sequences.shape[1] - answer_len
    predictions = logits[:, start:]                 # position t predicts token t + 1
    targets = sequences[:, start + 1:]
    return F.cross_entropy(predictions.reshape(-1, logits.shape[-1]), targets.reshape(-1))
