# Mistake: "the mean cross-entropy (a 0-dim tensor, differentiable)" / "when an input requires grad, the gradient reaching it as the reference's" — its hand-written log-softmax detaches the logsumexp (as one may detach the max), so the value is right but the gradient lacks the softmax term: each logit gets only -1/count at its target and 0 elsewhere.
def answer_loss(logits, sequences, answer_len):
    scores = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    log_probs = scores - torch.logsumexp(scores, dim=-1, keepdim=True).detach()   # stable
    picked = log_probs.gather(-1, targets.unsqueeze(-1)).squeeze(-1)
    return -picked.mean()
