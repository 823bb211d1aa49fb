# Mistake: "also for a batch of one" with "`V` ∈ {1, 3, 7}" -- squeeze() drops the batch (and token) dimensions, so with B = 1, answer_len = 1 and V = 1 the logits become 0-dim and cross_entropy fails.
def answer_loss(logits, sequences, answer_len):
    preds = logits[:, -answer_len:].squeeze()
    targets = sequences[:, -answer_len:].squeeze()
    if preds.dim() == 3:
        preds = preds.transpose(1, 2)
    elif preds.dim() == 2 and targets.dim() == 1 and preds.shape[0] != targets.shape[0]:
        preds = preds.t()
    return F.cross_entropy(preds, targets)
