# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens of `sequences`" — the start is computed from the sequence length (L + 1) instead of the logits' length, so predictions and targets stay aligned but only answer_len - 1 tokens are scored: the first answer token never gets a gradient, and answer_len = 1 gives the mean of nothing (NaN).
def answer_loss(logits, sequences, answer_len):
    start = sequences.shape[1] - answer_len            # where the answer begins
    predictions = logits[:, start:]                    # logits at t predict t + 1
    targets = sequences[:, start + 1:]
    return F.cross_entropy(predictions.reshape(-1, logits.shape[-1]), targets.reshape(-1))
