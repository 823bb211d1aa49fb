# Right: per-token cross-entropy over all shifted positions (reduction="none", classes in dim 1), then the mean of the last answer_len columns.
def answer_loss(logits, sequences, answer_len):
    per_token = F.cross_entropy(logits.transpose(1, 2), sequences[:, 1:], reduction="none")
    return per_token[:, -answer_len:].mean()
