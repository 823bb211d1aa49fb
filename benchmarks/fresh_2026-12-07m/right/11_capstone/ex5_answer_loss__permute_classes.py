# Right: keeps the (batch, answer_len) layout and moves the vocabulary to dimension 1 with permute, so F.cross_entropy averages over batch and answer tokens without flattening.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, logits.shape[1] - answer_len:, :].permute(0, 2, 1)
    targets = sequences[:, sequences.shape[1] - answer_len:]
    return F.cross_entropy(predictions, targets)
