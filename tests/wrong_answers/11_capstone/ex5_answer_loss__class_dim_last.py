# Diagnosis: class-dim
# Pitfall: F.cross_entropy on (batch, answer_len, vocab) reads dimension 1 as the classes.
def answer_loss(logits, sequences, answer_len):
    return F.cross_entropy(logits[:, -answer_len:], sequences[:, -answer_len:])
