# Mistake: "for float32 or float64 logits in any memory layout" — flattens the answer slice with .view, which raises on a non-contiguous slice (any answer_len < L, or strided/transposed logits)
def answer_loss(logits, sequences, answer_len):
    vocab = logits.size(-1)
    pred = logits[:, -answer_len:].view(-1, vocab)
    target = sequences[:, -answer_len:].view(-1)
    return F.cross_entropy(pred, target)
