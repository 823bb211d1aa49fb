# Pitfall: no shift: the logits that predict the answer are taken one position too late.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:]
    targets = sequences[:, -answer_len - 1:-1]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
