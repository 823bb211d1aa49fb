# Right: per-token cross-entropy of every prediction against its next token (classes moved to dimension 1, no view needed), then a masked mean that keeps only the last answer_len positions: the other positions are multiplied by 0, so they add nothing to the value and receive a zero gradient; a 0-dim tensor whose requires_grad follows the caller's grad mode
def answer_loss(logits, sequences, answer_len):
    batch, length, _ = logits.shape
    per_token = F.cross_entropy(logits.transpose(1, 2), sequences[:, 1:], reduction="none")   # (B, L)
    keep = (torch.arange(length, device=logits.device) >= length - answer_len).to(per_token.dtype)
    return (per_token * keep).sum() / (batch * answer_len)
