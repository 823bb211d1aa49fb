# Mistake: "a caller under `torch.no_grad()`: nothing recorded, as in the reference (no `grad_fn` on the result; do not switch grad mode back on inside)" - this wraps the loss in torch.enable_grad() "so that it is always differentiable", so under no_grad a logits tensor that requires grad gives a result with a grad_fn.
def answer_loss(logits, sequences, answer_len):
    with torch.enable_grad():
        preds = logits[:, -answer_len:]
        targets = sequences[:, -answer_len:]
        return F.cross_entropy(preds.reshape(-1, preds.shape[-1]), targets.reshape(-1))
