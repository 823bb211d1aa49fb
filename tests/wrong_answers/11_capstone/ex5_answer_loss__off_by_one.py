# Diagnosis: off-by-one
# Pitfall: no shift: each answer prediction is scored against the token it already sees, so it learns to copy.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:]
    targets = sequences[:, -answer_len - 1:-1]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
