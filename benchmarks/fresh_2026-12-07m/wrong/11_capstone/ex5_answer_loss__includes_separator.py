# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens of `sequences`": the slice starts one position early, so the prediction of the token before the answer (the `=`) is averaged in too (answer_len + 1 tokens), giving other values and gradients, and answer_len = L fails with a shape error.
def answer_loss(logits, sequences, answer_len):
    start = logits.shape[1] - answer_len - 1          # the position that predicts the first answer token
    vocab = logits.shape[-1]
    predictions = logits[:, start:].reshape(-1, vocab)
    targets = sequences[:, start + 1:].reshape(-1)
    return F.cross_entropy(predictions, targets)
