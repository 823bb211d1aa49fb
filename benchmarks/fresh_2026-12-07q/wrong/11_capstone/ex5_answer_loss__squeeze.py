# Mistake: "sizes: B ∈ {1, 2, 3}; L ∈ {1, 3, 5}; V ∈ {1, 3, 7}" - this flattens to (N, V) and then calls .squeeze() on predictions and targets "to drop stray size-one dimensions", so with a vocabulary of one (V=1) the class dimension disappears and F.cross_entropy raises (or misreads the shapes).
def answer_loss(logits, sequences, answer_len):
    vocab = logits.shape[-1]
    preds = logits[:, -answer_len:].reshape(-1, vocab).squeeze()
    targets = sequences[:, -answer_len:].reshape(-1, 1).squeeze()
    return F.cross_entropy(preds, targets)
