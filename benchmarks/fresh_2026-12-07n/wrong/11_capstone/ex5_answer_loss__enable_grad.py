# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — wraps the computation in torch.enable_grad() to make sure the loss is differentiable, so under the caller's no_grad a logits tensor that requires grad still yields a loss that requires grad and builds a graph.
def answer_loss(logits, sequences, answer_len):
    with torch.enable_grad():
        predictions = logits[:, -answer_len:].transpose(1, 2)      # (B, V, answer_len)
        return F.cross_entropy(predictions, sequences[:, -answer_len:])
