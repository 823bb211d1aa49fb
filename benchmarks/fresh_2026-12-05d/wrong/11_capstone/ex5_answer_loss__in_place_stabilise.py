# Mistake: "`logits` and `sequences` come back unchanged" — subtracts each row's maximum from the logits in place "for numerical stability" (cross_entropy already does it), which changes the caller's logits (and raises for a leaf that requires grad)
def answer_loss(logits, sequences, answer_len):
    logits.sub_(logits.amax(dim=-1, keepdim=True))
    preds = logits[:, -answer_len:]
    return F.cross_entropy(preds.reshape(-1, preds.shape[-1]), sequences[:, -answer_len:].reshape(-1))
