# Mistake: "the mean cross-entropy (a 0-dim tensor, differentiable)": the per-token losses are added up as Python floats with .item() and wrapped in torch.tensor at the end, so the returned 0-dim tensor has no graph and no gradient reaches the logits.
def answer_loss(logits, sequences, answer_len):
    length = logits.shape[1]
    total = 0.0
    for t in range(length - answer_len, length):          # logits at t predict token t + 1
        total += F.cross_entropy(logits[:, t], sequences[:, t + 1]).item()
    return torch.tensor(total / answer_len)
