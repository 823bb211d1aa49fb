# Mistake: "the mean cross-entropy (a 0-dim tensor, differentiable)" — detaches the logits first ("we only need the value"), so no gradient reaches the model
def answer_loss(logits, sequences, answer_len):
    pred = logits.detach()[:, -answer_len:].reshape(-1, logits.shape[-1])
    return F.cross_entropy(pred, sequences[:, -answer_len:].reshape(-1))
