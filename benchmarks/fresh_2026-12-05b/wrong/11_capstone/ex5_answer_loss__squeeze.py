# Mistake: "also for a batch of one ... V ∈ {1, 3, 7}" -- squeezes the selected logits and targets, which drops the wrong dimensions for a batch of one with a single answer token or a vocabulary of size 1 (wrong layout or an error).
def answer_loss(logits, sequences, answer_len):
    pred = logits[:, -answer_len:].squeeze()
    target = sequences[:, -answer_len:].squeeze()
    if pred.dim() == 3:
        pred = pred.permute(0, 2, 1)
    return F.cross_entropy(pred, target)
