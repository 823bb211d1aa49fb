# Mistake: "a caller under `torch.no_grad()`: nothing recorded, as in the reference (no `grad_fn` on the result; do not switch grad mode back on inside)" -- wraps the computation in torch.enable_grad() so that the loss is "always differentiable", so under no_grad with logits that require grad the result still has a grad_fn.
def answer_loss(logits, sequences, answer_len):
    with torch.enable_grad():
        preds = logits[:, -answer_len:].reshape(-1, logits.shape[-1])
        targets = sequences[:, -answer_len:].reshape(-1)
        return F.cross_entropy(preds, targets)
