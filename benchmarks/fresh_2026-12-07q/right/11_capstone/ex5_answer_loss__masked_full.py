# Right: computes the per-token loss of every position with the vocabulary moved to dimension 1 (reduction="none") and averages only the last answer_len columns, instead of slicing before the loss.
def answer_loss(logits, sequences, answer_len):
    per_token = F.cross_entropy(logits.transpose(1, 2), sequences[:, 1:], reduction="none")
    return per_token[:, -answer_len:].mean()
