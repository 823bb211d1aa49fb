# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens" — adds label_smoothing=0.1 as a regulariser, which is another loss: perfect predictions no longer cost about 0 and the value differs from the plain cross-entropy
def answer_loss(logits, sequences, answer_len):
    preds = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(preds.reshape(-1, preds.size(-1)), targets.reshape(-1), label_smoothing=0.1)
