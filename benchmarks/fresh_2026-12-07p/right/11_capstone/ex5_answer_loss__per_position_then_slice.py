# Right: computes the unreduced cross-entropy of every next-token prediction (classes moved to dimension 1), then keeps the last answer_len positions and takes their mean; the other positions get an exact zero gradient through the slice.
def answer_loss(logits, sequences, answer_len):
    per_token = F.cross_entropy(logits.transpose(1, 2), sequences[:, 1:], reduction="none")   # (B, L)
    return per_token[:, -answer_len:].mean()
