# Mistake: "`logits`: shape `(B, L, V)` ... sizes: ... V ∈ {1, 3, 7}": a bare .squeeze() (meant for a batch of one) also removes a vocabulary of size 1, so with V = 1 the logits lose their class dimension and F.cross_entropy raises (or, with answer_len = 1, treats the batch as the classes).
def answer_loss(logits, sequences, answer_len):
    pred = logits[:, -answer_len:].squeeze()           # (B, a, V), or fewer dims for size-1 B or a
    target = sequences[:, -answer_len:].squeeze()
    if pred.dim() == 3:
        pred = pred.transpose(1, 2)                    # F.cross_entropy wants the classes in dimension 1
    return F.cross_entropy(pred, target)
