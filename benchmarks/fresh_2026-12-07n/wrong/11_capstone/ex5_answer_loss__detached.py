# Mistake: "the mean cross-entropy (a 0-dim tensor, differentiable)" / "when an input requires grad, the gradient reaching it as the reference's" — returns loss.detach() (the habit from train_step's return value), so nothing can back-propagate through it.
def answer_loss(logits, sequences, answer_len):
    vocab = logits.shape[-1]
    loss = F.cross_entropy(logits[:, -answer_len:].reshape(-1, vocab), sequences[:, -answer_len:].reshape(-1))
    return loss.detach()
