# Right: keeps the (batch, tokens) layout and moves the vocabulary to dimension 1 with movedim, so F.cross_entropy averages over batch and answer tokens itself; no view, so any memory layout works
def answer_loss(logits, sequences, answer_len):
    start = logits.shape[1] - answer_len
    predictions = logits[:, start:].movedim(-1, 1)
    targets = sequences[:, start + 1:]
    return F.cross_entropy(predictions, targets)
