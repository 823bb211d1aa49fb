# Mistake: "`sequences`: ... values from 0 to V - 1" — writes the cross-entropy by hand with F.one_hot(targets), whose width is inferred as targets.max() + 1: it matches log_softmax's width only when the largest vocabulary id occurs among the answer tokens, and otherwise the product fails to broadcast (or, for a target width of 1, silently picks the wrong class)
def answer_loss(logits, sequences, answer_len):
    log_probs = F.log_softmax(logits[:, -answer_len:, :], dim=-1)
    targets = F.one_hot(sequences[:, -answer_len:]).to(log_probs.dtype)
    return -(log_probs * targets).sum(dim=-1).mean()
