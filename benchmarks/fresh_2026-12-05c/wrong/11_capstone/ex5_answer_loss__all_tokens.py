# Mistake: "the mean cross-entropy ... of the predictions of the last answer_len tokens" — averages over every position (the random digits of a and b too), ignoring answer_len
def answer_loss(logits, sequences, answer_len):
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), sequences[:, 1:].reshape(-1))
