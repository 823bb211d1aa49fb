# Right: a loop over the answer positions (not the samples): the batch-mean cross-entropy of each position t against token t + 1, averaged over the answer_len positions (equal counts, so the same mean).
def answer_loss(logits, sequences, answer_len):
    length = logits.shape[1]
    losses = [F.cross_entropy(logits[:, t], sequences[:, t + 1]) for t in range(length - answer_len, length)]
    return torch.stack(losses).mean()
