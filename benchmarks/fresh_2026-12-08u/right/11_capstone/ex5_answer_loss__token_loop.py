# Right: a loop over the answer positions, each F.cross_entropy over the batch (logits at t against token t + 1), averaged over the answer_len positions: equal to the mean over batch and tokens since every position has B terms.
def answer_loss(logits, sequences, answer_len):
    length = logits.shape[1]
    total = 0
    for t in range(length - answer_len, length):
        total = total + F.cross_entropy(logits[:, t], sequences[:, t + 1])
    return total / answer_len
