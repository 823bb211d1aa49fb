# Right: keeps the batch layout and gives F.cross_entropy the (B, V, answer_len) logits with (B, answer_len) targets, taking the predictions as positions L - answer_len .. L - 1 explicitly.
def answer_loss(logits, sequences, answer_len):
    L = logits.shape[1]
    preds = logits.narrow(1, L - answer_len, answer_len).permute(0, 2, 1)
    targets = sequences.narrow(1, L + 1 - answer_len, answer_len)
    return F.cross_entropy(preds, targets)
