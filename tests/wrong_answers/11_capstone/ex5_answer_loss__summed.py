# Diagnosis: not-mean
# Pitfall: reduction="sum" makes the loss (and the step size) grow with the batch and the answer length.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1), reduction="sum")
