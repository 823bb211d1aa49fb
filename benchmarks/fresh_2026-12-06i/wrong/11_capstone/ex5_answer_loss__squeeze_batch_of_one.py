# Mistake: "and that the value agrees with a loop over the tokens, also for a batch of one" (sizes B ∈ {1, 2, 3}, V ∈ {1, 3, 7}) — the (B, V, answer_len) logits and (B, answer_len) targets are passed through .squeeze() "to drop stray size-1 dimensions"; for B = 1 (or V = 1) squeeze also removes the batch (or class) dimension, so F.cross_entropy reads the wrong axis as the classes and raises, or silently computes another loss when the sizes happen to fit.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:].transpose(1, 2).squeeze()    # (B, V, answer_len)
    targets = sequences[:, -answer_len:].squeeze()                     # (B, answer_len)
    return F.cross_entropy(predictions, targets)
