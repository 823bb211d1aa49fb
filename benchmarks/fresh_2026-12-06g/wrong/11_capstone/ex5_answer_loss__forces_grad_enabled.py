# Mistake: "the mean cross-entropy (a 0-dim tensor, differentiable)" — read as "always differentiable", so the loss is computed under torch.enable_grad(): for a caller under torch.no_grad() (an evaluation loop) with logits that require grad, the result requires grad and records a graph, where the reference's does not
def answer_loss(logits, sequences, answer_len):
    with torch.enable_grad():
        predictions = logits[:, -answer_len:, :].transpose(1, 2)
        return F.cross_entropy(predictions, sequences[:, -answer_len:])
