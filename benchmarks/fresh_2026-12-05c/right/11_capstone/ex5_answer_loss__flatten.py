# Right: the logits at positions L - answer_len .. L - 1 predict the last answer_len tokens of sequences; both sliced with negative indices, flattened with reshape (works on any layout) and fed to F.cross_entropy's default mean
def answer_loss(logits, sequences, answer_len):
    vocab = logits.shape[-1]
    pred = logits[:, -answer_len:, :].reshape(-1, vocab)
    target = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(pred, target)
