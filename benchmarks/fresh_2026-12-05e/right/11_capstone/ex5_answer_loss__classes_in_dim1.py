# Right: keeps the (B, A, V) slice and moves classes to dimension 1 with transpose(1, 2), the layout F.cross_entropy expects for (B, C, A) inputs with (B, A) targets; the mean over B*A equals the mean over batch and tokens
def answer_loss(logits, sequences, answer_len):
    L = logits.size(1)
    pred = logits[:, L - answer_len:L, :].transpose(1, 2)
    target = sequences[:, L + 1 - answer_len:]
    return F.cross_entropy(pred, target)
