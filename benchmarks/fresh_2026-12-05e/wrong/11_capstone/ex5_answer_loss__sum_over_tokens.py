# Mistake: "averaged over the batch and those tokens" — sums the answer tokens' losses and divides by the batch size only, so the value is answer_len times the mean (uniform logits give answer_len * log V, not log V)
def answer_loss(logits, sequences, answer_len):
    B, L, V = logits.shape
    pred = logits[:, L - answer_len:, :]
    target = sequences[:, -answer_len:]
    return F.cross_entropy(pred.reshape(-1, V), target.reshape(-1), reduction="sum") / B
