# Mistake: "averaged over the batch and those tokens" — sums the answer tokens' losses and averages over the batch only (answer_len times too large)
def answer_loss(logits, sequences, answer_len):
    pred = logits[:, -answer_len:]
    per_token = F.cross_entropy(pred.transpose(1, 2), sequences[:, -answer_len:], reduction="none")
    return per_token.sum(dim=1).mean()
