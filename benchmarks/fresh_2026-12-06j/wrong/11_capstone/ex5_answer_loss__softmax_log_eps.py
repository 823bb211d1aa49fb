# Mistake: "the mean cross-entropy": it is computed by hand as -log(softmax + 1e-9), which is not the cross-entropy: each token's loss is capped near -log(1e-9) = 20.7 and biased (and its gradient changed) when the true token's probability is small, e.g. a true token 25 logits below the best costs about 20.7 instead of 25.
def answer_loss(logits, sequences, answer_len):
    probs = logits[:, -answer_len:].softmax(dim=-1)
    targets = sequences[:, -answer_len:]
    picked = probs.gather(-1, targets.unsqueeze(-1)).squeeze(-1)
    return -(picked + 1e-9).log().mean()
