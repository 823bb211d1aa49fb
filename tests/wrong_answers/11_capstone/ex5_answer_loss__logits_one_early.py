# Diagnosis: off-by-one
# Pitfall: the shift applied twice: the logits taken are one position before the ones that predict the answer.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len - 1:-1]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
