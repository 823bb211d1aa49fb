# Mistake: "`logits` has shape `(batch, length - 1, vocab)`" and "`sequences`: ... values from 0 to V - 1" — takes the vocabulary size from the data (largest token + 1) instead of logits.shape[-1]; when the largest token does not occur, the reshape splits the logits into rows of the wrong width (or fails)
def answer_loss(logits, sequences, answer_len):
    vocab = int(sequences.max()) + 1
    preds = logits[:, -answer_len:].reshape(-1, vocab)
    targets = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(preds, targets)
