# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — it wraps the computation in torch.enable_grad() so that the loss is always "differentiable", so under a caller's no_grad the result still requires grad (and builds a graph) when the logits do.
def answer_loss(logits, sequences, answer_len):
    with torch.enable_grad():
        scores = logits[:, -answer_len:].reshape(-1, logits.shape[-1])
        targets = sequences[:, -answer_len:].reshape(-1)
        return F.cross_entropy(scores, targets)
