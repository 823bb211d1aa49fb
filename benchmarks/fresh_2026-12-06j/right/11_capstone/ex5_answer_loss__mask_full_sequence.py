# Right: computes the per-token cross-entropy of every next-token prediction (reduction="none"), then keeps only the last answer_len columns and averages them.
def answer_loss(logits, sequences, answer_len):
    batch, length, vocab = logits.shape
    per_token = F.cross_entropy(logits.reshape(batch * length, vocab), sequences[:, 1:].reshape(-1), reduction="none")
    return per_token.view(batch, length)[:, length - answer_len:].mean()
