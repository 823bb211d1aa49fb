# Mistake: "`V` ∈ {1, 3, 7}" and "values from 0 to V - 1" — the vocabulary size is taken as sequences.max() + 1 (the largest token seen) to flatten the logits; when the largest token in the batch is below V - 1 the reshape(-1, vocab) regroups the logits into wrong rows (or raises), instead of using logits.shape[-1].
def answer_loss(logits, sequences, answer_len):
    vocab = int(sequences.max()) + 1
    predictions = logits[:, -answer_len:].reshape(-1, vocab)
    targets = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(predictions, targets)
