# Mistake: "`logits` has shape (batch, length - 1, vocab)" (V in 1, 3, 7; tokens from 0 to V - 1): the vocabulary size is read from the tokens (sequences.max() + 1), so when the largest token is absent from the batch the logits are reshaped into rows of the wrong width (misaligned rows or an error).
def answer_loss(logits, sequences, answer_len):
    vocab = int(sequences.max()) + 1
    predicted = logits[:, -answer_len:].reshape(-1, vocab)
    targets = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(predicted, targets)
