# Right: computes the per-token cross-entropy of every shifted prediction (reduction="none", classes in dimension 1, no flattening) and only then keeps the last answer_len columns and averages them; the other positions get an exactly zero gradient.
def answer_loss(logits, sequences, answer_len):
    per_token = F.cross_entropy(logits.transpose(1, 2), sequences[:, 1:], reduction="none")   # (B, L)
    return per_token[:, per_token.shape[1] - answer_len:].mean()
