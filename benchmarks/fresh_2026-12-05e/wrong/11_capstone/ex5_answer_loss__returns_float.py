# Mistake: "the mean cross-entropy (a 0-dim tensor, differentiable)" — returns loss.item(), a Python float, which cannot be backpropagated
def answer_loss(logits, sequences, answer_len):
    V = logits.shape[-1]
    pred = logits[:, -answer_len:, :]
    target = sequences[:, -answer_len:]
    return F.cross_entropy(pred.reshape(-1, V), target.reshape(-1)).item()
