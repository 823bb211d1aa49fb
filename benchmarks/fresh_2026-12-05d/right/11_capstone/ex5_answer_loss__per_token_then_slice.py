# Right: per-token losses for every position (classes moved to dimension 1, reduction="none"), each position t scored against token t + 1, then the mean of the last answer_len columns only; the other positions get a zero gradient
def answer_loss(logits, sequences, answer_len):
    per_token = F.cross_entropy(logits.transpose(1, 2), sequences[:, 1:], reduction="none")
    return per_token[:, -answer_len:].mean()
